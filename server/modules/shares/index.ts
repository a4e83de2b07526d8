// The shares module's face: a published report shared with family (issue 29, item 2).
export { sharesModule } from './routes.ts';
/** Unbinding a person ends the account's shares of their reports (profiles' unbind). */
export { endSharesOfPerson } from './service.ts';
/** Housekeeping's clean-up: shares long over, with their opens, and opens beyond what a share keeps. */
export { removeExpired } from './service.ts';
