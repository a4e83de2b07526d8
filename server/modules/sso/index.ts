// The partner SSO module's face.
export { ssoModule } from './routes.ts';
/** The one-use codes of sso_codes: the simulated partner portal issues and redeems them. */
export { consumeSsoCode, issueSsoCode } from './service.ts';
/** Housekeeping's hourly clean-up of the module's expiring rows (housekeeping/cleanUps.ts). */
export { removeExpired } from './service.ts';
