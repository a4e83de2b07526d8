// The content module's face: articles and their reading counts.
export { contentModule } from './routes.ts';
/** Housekeeping's hourly clean-up of the module's expiring rows (housekeeping/cleanUps.ts). */
export { removeExpired } from './readers.ts';
