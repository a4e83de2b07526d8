// The shares module's face: a published report shared with family (issue 29, item 2).
export { sharesModule } from './routes.ts';
/** Unbinding a person ends the account's shares of their reports (profiles' unbind). */
export { endSharesOfPerson } from './service.ts';
/** Housekeeping trims what each share's log of opens keeps. */
export { OPENS_BEYOND_KEPT, SHARE_OPENS_KEPT } from './opensRepository.ts';
