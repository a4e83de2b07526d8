// The auth module's face: what other modules and the app may use of accounts, sessions,
// one-use proofs and attempt limits. Its repositories stay its own.
export { authModule } from './routes.ts';
export { loginByOpenId, openAccount } from './accounts.ts';
export { bindWithTicket, issueBindingTicket } from './bindingTickets.ts';
export { decryptPhone } from './service.ts';
/** Other modules end what an account handed out as its password changes (shares). */
export { whenPasswordChanges } from './passwordHooks.ts';
/** The one SMS budget every text goes through: codes, shares' codes, reminders. */
export { sendSms, type SmsText } from './smsBudget.ts';
export { LIMITS, address, examNoSubject, phoneSubject, takeAttempt, type Check } from './limits.ts';
/** Who a client is by its address (an IPv6 client by its /64): the anonymous article reader. */
export { clientOf } from './clientAddress.ts';
/** The account a bearer token opens (the auth hook, the article counter); how long sessions live. */
export { accountForToken } from './sessionsRepository.ts';
/** Why the auth hook refuses a token: a session ended from another device, or run out. */
export { refusedSession } from './sessionsRepository.ts';
/** What every login answers, with a new session (partner SSO, WeChat, sign-up). */
export { loginRecord } from './accountsRepository.ts';
/** Reads of an account: partner SSO's logins and the simulators' account pickers. */
export { accountById, accountsByMobiles } from './accountsRepository.ts';
/** Serialises one account's sends inside a transaction (feedback, team requests). */
export { lockAccount } from './accountsRepository.ts';
/** Proofs other modules spend: a relative's SMS code; a captcha's answer (test window). */
export { captchaAnswer, consumeSmsCode } from './codesRepository.ts';
export { maskAddress, summariseUserAgent } from './devices.ts';
