// The auth module's face: what other modules and the app may use of accounts, sessions,
// one-use proofs and attempt limits. Its repositories stay its own.
export { authModule } from './routes.ts';
export { loginByOpenId, openAccount } from './accounts.ts';
export { bindWithTicket, issueBindingTicket } from './bindingTickets.ts';
export { decryptPhone } from './service.ts';
/** Spends a phone's SMS code under the per-address guessing limit (a relative's phone). */
export { spendSmsCode } from './service.ts';
/** Other modules end what an account handed out as its password changes (shares). */
export { whenPasswordChanges } from './passwordHooks.ts';
/** The one SMS budget every text goes through: codes, shares' codes, reminders. */
export { sendSms, type SmsText } from './smsBudget.ts';
export { LIMITS, address, examNoSubject, phoneSubject, takeAttempt, type Check } from './limits.ts';
/** Who a client is by its address (an IPv6 client by its /64): the anonymous article reader. */
export { clientOf } from './clientAddress.ts';
/**
 * Reads and actions of accounts and sessions: the auth hook's token check and refusal, the
 * login record every door answers, account look-ups (partner SSO, the simulators), the
 * per-account lock (feedback, team requests), a captcha's answer (test window).
 */
export {
  accountById,
  accountContact,
  accountForToken,
  accountsByMobiles,
  captchaAnswer,
  lockAccount,
  loginRecord,
  refusedSession,
  renameAccount,
} from './service.ts';
export { maskAddress, summariseUserAgent } from './devices.ts';
/** Housekeeping's hourly clean-up of the module's expiring rows (housekeeping/cleanUps.ts). */
export { removeExpired } from './service.ts';
