import { configEnabled, findConfig } from '../../../src/rules/configs.ts';
import {
  PASSWORD_MAX_AGE_DAYS,
  passwordLevel,
  passwordRefusal,
} from '../../../src/rules/passwordPolicy.ts';
import { isValidPhone } from '../../../src/rules/phone.ts';
import { randomInt } from 'node:crypto';
import type {
  LoginUser,
  PasswordLoginBody,
  SendSmsCodeBody,
  SmsLoginBody,
  UpdatePasswordBody,
} from '../../../src/contract/index.ts';
import type { Queryable } from '../../db/db.ts';
import type { ServerConfig } from '../../config.ts';
import type { Deps } from '../../deps.ts';
import {
  hashPassword,
  loginHash,
  randomToken,
  verifyPassword,
} from '../../plugins/crypto/secrets.ts';
import type { FieldCrypto } from '../../plugins/crypto/fieldCrypto.ts';
import { ApiError, notFound } from '../../plugins/envelope.ts';
import { MSG, smsTextMsg, WAIT_MSG } from '../../plugins/messages.ts';
import type { SmsGateway } from '../../plugins/outside/sms.ts';
import { hospConfigs } from '../hosp/index.ts';
import * as accounts from './accountsRepository.ts';
import * as codes from './codesRepository.ts';
import { deleteExpired } from './expiredRepository.ts';
import * as sessions from './sessionsRepository.ts';
import { LIMITS, address, phoneSubject, takeAttempt } from './limits.ts';
import { sendSms } from './smsBudget.ts';
import { passwordChanged } from './passwordHooks.ts';
import { bindWithTicket } from './bindingTickets.ts';

/** A phone from an encrypted field, refused unless it is 11 digits starting with 1. */
export function decryptPhone(fields: FieldCrypto, value: unknown, field: string): string {
  const phone = fields.decrypt(value, field);
  if (!isValidPhone(phone)) throw new ApiError(400, MSG.phoneInvalid);
  return phone;
}

export async function passwordLevelFor(q: Queryable, hospId: number) {
  const config = findConfig(await hospConfigs(q, hospId), 'user_password_level');
  return { level: passwordLevel(config?.value), tip: config?.detail_note ?? null };
}

/** The same rule the app checks, enforced again here: a client can be bypassed. */
export function checkNewPassword(
  password: string,
  { level, tip }: { level: number; tip: string | null },
) {
  const refusal = passwordRefusal(password, level);
  if (refusal === 'passwordWeak')
    throw new ApiError(400, `${MSG.passwordWeak}${tip ?? MSG.passwordDefaultTip}`);
  if (refusal) throw new ApiError(400, MSG[refusal]);
}

/** The stored form of a new password: the login hash the client would send, then scrypt. */
export const storedPassword = (password: string, mobile: string) =>
  hashPassword(loginHash(password, mobile));

/**
 * Sends a fresh 4-digit code to a phone, within the SMS budget (smsBudget.ts): at most one
 * text a minute, five an hour and ten a day per phone, whatever they carried; a share an
 * hour per client address and per network; a ceiling an hour for the whole server.
 */
export async function issueSmsCode(
  q: Queryable,
  sms: SmsGateway,
  { mobile, clientIp, config }: { mobile: string; clientIp: string; config: ServerConfig },
) {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const minutes = codes.SMS_CODE_TTL_S / 60;
  const body = smsTextMsg({ signature: config.smsSignature, code, minutes });
  const params = { code, minutes: String(minutes) };
  await sendSms(q, { sms, config }, { kind: 'code', mobile, body, code, params, clientIp });
}

/** Counts a guess at a code from a client address; `release` when it was right. */
const guessCode = (clientIp: string) =>
  [
    {
      limit: LIMITS.codesPerAddress,
      subject: address(clientIp),
      refuse: WAIT_MSG.tooManyTries,
    },
  ] as const;

/** An SMS code for a phone, behind the branch's captcha when it asks for one. */
export async function sendSmsCode(
  { db, fields, sms, config }: Deps,
  body: SendSmsCodeBody,
  clientIp: string,
) {
  const { hospId, captchaKey, captchaCode } = body;
  const phone = decryptPhone(fields, body.phone, 'phone');
  const configs = await hospConfigs(db, hospId);
  if (configs.length === 0) throw notFound(MSG.hospitalNotFound, `hospital ${hospId}`);
  if (configEnabled(configs, 'enable_captcha')) {
    if (!captchaKey || !captchaCode) throw new ApiError(400, MSG.captchaRequired);
    const release = await takeAttempt(db, [...guessCode(clientIp)]);
    if (!(await codes.consumeCaptcha(db, captchaKey, captchaCode)))
      throw new ApiError(400, MSG.captchaWrong);
    await release();
  }
  await db.tx((q) => issueSmsCode(q, sms, { mobile: phone, clientIp, config }));
}

/**
 * Uses up a phone's SMS code, counting a wrong one against the client address: the one way
 * any module spends a code (login, sign-up, a relative's phone), so none skips the limit.
 */
export async function spendSmsCode(db: Queryable, mobile: string, code: string, clientIp: string) {
  const release = await takeAttempt(db, [...guessCode(clientIp)]);
  if (!(await codes.consumeSmsCode(db, mobile, code))) throw new ApiError(400, MSG.smsCodeWrong);
  await release();
}

/** The sign that proves a phone passed its SMS check. */
export async function checkSmsCode(
  { db, fields }: Deps,
  body: { mobile: string; code: string },
  clientIp: string,
) {
  const mobile = decryptPhone(fields, body.mobile, 'mobile');
  await spendSmsCode(db, mobile, body.code, clientIp);
  return codes.issueSign(db, mobile);
}

// Checked against when a phone has no account, so that an unknown phone costs the same
// scrypt time as a known one and the answer's timing does not tell which phones exist.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomToken()));

export async function passwordLogin(
  { db, fields, config }: Deps,
  body: PasswordLoginBody,
  clientIp: string,
) {
  const mobile = decryptPhone(fields, body.username, 'username');
  const release = await takeAttempt(db, [
    {
      limit: LIMITS.passwordPerPhone,
      subject: phoneSubject(mobile),
      refuse: WAIT_MSG.accountLocked,
    },
    { limit: LIMITS.passwordPerAddress, subject: address(clientIp), refuse: WAIT_MSG.tooManyTries },
  ]);
  const account = await accounts.accountByMobile(db, mobile);
  const stored = account?.password_hash ?? (await decoy());
  const right = await verifyPassword(body.password.toLowerCase(), stored);
  // The same answer for an unknown phone and a wrong password: no probing for accounts.
  if (!account?.password_hash || !right) throw new ApiError(400, MSG.loginFailed);
  await release();
  return db.tx(async (q) => {
    await bindWithTicket(q, account.id, body.openid);
    return accounts.loginRecord(q, account, config.sessionsPerAccount);
  });
}

/** A login record, or (phone verified but no account) a sign for the sign-up step. */
export async function smsLogin(
  { db, fields, config }: Deps,
  body: SmsLoginBody,
  clientIp: string,
): Promise<{ registered: true; record: LoginUser } | { registered: false; sign: string }> {
  const { username, mobile: encMobile, captcha, openid } = body;
  const mobile = decryptPhone(fields, encMobile ?? username, encMobile ? 'mobile' : 'username');
  await spendSmsCode(db, mobile, captcha, clientIp);
  return db.tx(async (q) => {
    const account = await accounts.accountByMobile(q, mobile);
    if (!account) return { registered: false as const, sign: await codes.issueSign(q, mobile) };
    await bindWithTicket(q, account.id, openid);
    return {
      registered: true as const,
      record: await accounts.loginRecord(q, account, config.sessionsPerAccount),
    };
  });
}

/**
 * A password change or reset by SMS. Every other session of the account ends: whoever
 * knew the old password is logged out; the session that asked, if any, stays. The
 * account's live shares end (issue 37), the owner's list saying why.
 */
export async function changePassword(
  { db, fields }: Deps,
  body: UpdatePasswordBody,
  callerToken: string | null,
) {
  const mobile = decryptPhone(fields, body.mobile, 'mobile');
  const password = fields.decrypt(body.newPassword, 'newPassword');
  await db.tx(async (q) => {
    // The sign first: before it, an answer must not tell whether the phone has an account
    // (a refusal further on rolls the transaction back and leaves the sign unused).
    if (!(await codes.consumeSign(q, body.sign, mobile))) throw new ApiError(400, MSG.signInvalid);
    const account = await accounts.accountByMobile(q, mobile, true);
    if (!account) throw new ApiError(404, MSG.accountMissing);
    checkNewPassword(password, await passwordLevelFor(q, account.hosp_id));
    await accounts.setPasswordHash(q, account.id, await storedPassword(password, mobile));
    await accounts.revokeOtherSessions(q, account.id, callerToken);
    // Whoever knew the old password may have handed the reports out: those links end too.
    await passwordChanged(q, account.id);
  });
}

/** The reminder to change a password older than PASSWORD_MAX_AGE_DAYS; empty when it is not. */
export async function passwordExpiryMessage(q: Queryable, accountId: number) {
  const expired = await accounts.passwordOlderThan(q, accountId, PASSWORD_MAX_AGE_DAYS);
  return expired ? MSG.passwordExpired : '';
}

// The caller's own sessions: signing out, listing them, ending the others.
/** Ends the session a token opens (logout). */
export const signOut: typeof sessions.revokeSession = (q, token) =>
  sessions.revokeSession(q, token);
/** The account's live sessions, the asking one marked. */
export const sessionsOf: typeof sessions.sessionsOf = (q, accountId, token) =>
  sessions.sessionsOf(q, accountId, token);
/** Ends the account's other sessions, or the one named: never the asking one. */
export const endOtherSessions: typeof sessions.endOtherSessions = (q, accountId, token, id) =>
  sessions.endOtherSessions(q, accountId, token, id);

// What other modules read and do of accounts and sessions, through the face.
/** The account a bearer token opens (the auth hook, the article counter). */
export const accountForToken: typeof sessions.accountForToken = (q, token, seen) =>
  sessions.accountForToken(q, token, seen);
/** Why the auth hook refuses a token: a session ended from another device, or run out. */
export const refusedSession: typeof sessions.refusedSession = (q, token) =>
  sessions.refusedSession(q, token);
/** What every login answers, with a new session (partner SSO, WeChat, sign-up). */
export const loginRecord: typeof accounts.loginRecord = (q, account, sessionsPerAccount) =>
  accounts.loginRecord(q, account, sessionsPerAccount);
/** Reads of an account: partner SSO's logins and the simulators' account pickers. */
export const accountById: typeof accounts.accountById = (q, id) => accounts.accountById(q, id);
export const accountsByMobiles: typeof accounts.accountsByMobiles = (q, mobiles) =>
  accounts.accountsByMobiles(q, mobiles);
/** Serialises one account's sends inside a transaction (feedback, team requests). */
export const lockAccount: typeof accounts.lockAccount = (q, id) => accounts.lockAccount(q, id);
/** A captcha's answer, for the non-production test window. */
export const captchaAnswer: typeof codes.captchaAnswer = (q, key) => codes.captchaAnswer(q, key);

/** Housekeeping's hourly clean-up of the one-use proofs, attempts, SMS codes and sessions: counts of rows gone, per table. */
export const removeExpired = (q: Queryable) => deleteExpired(q);
/** The account's phone and WeChat OpenID (reminders). */
export const accountContact: typeof accounts.accountContact = (q, id) =>
  accounts.accountContact(q, id);
/** The account holder's name follows their own profile's (profiles). */
export const renameAccount: typeof accounts.renameAccount = (q, id, name) =>
  accounts.renameAccount(q, id, name);
