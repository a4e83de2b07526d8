// The profiles module's face: an account's exam takers. How a record of the centre is
// matched to a profile is the people module's (../people/index.ts).
export { profilesModule } from './routes.ts';
export { validateProfile, type ValidProfile } from './input.ts';
/** The one writer of a profile row, which seals its ID number and phone (sign-up, seeds). */
export { insertProfile } from './service.ts';
/** Reads of one profile: an order's person, the sex a booking checks, a survey's taker. */
export { activeProfileSex, profileById } from './service.ts';
/** The start's catch-up for profiles made before migration 015 (main.ts, scripts/migrate.ts). */
export { fingerprintProfilePhones } from './service.ts';
