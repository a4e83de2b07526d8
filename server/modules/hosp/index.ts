// The hospital module's face: branches, unions and their config switches, and the one
// way a call scoped to a hospital refuses an unknown one.
export { hospModule } from './routes.ts';
export { requireHospital } from './service.ts';
export { hospListRoute } from './scopedList.ts';
/** A branch's config switches (login captcha, password level, booking rules). */
export { hospConfigs } from './configsRepository.ts';
/** Whether a branch exists, for a caller that answers its own refusal. */
export { hospitalExists } from './repository.ts';
