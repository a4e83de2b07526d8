import type { LoginUser } from '../../../src/contract/index.ts';
import type { Queryable } from '../../db/db.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import {
  accountByMobile,
  accountByOpenId,
  insertAccount,
  loginRecord,
  type AccountName,
} from './accountsRepository.ts';
import { bindWithTicket } from './bindingTickets.ts';
import { consumeSign } from './codesRepository.ts';
import { checkNewPassword, passwordLevelFor, storedPassword } from './service.ts';

// What other modules do with accounts (through the face, index.ts): the user centre opens
// one at sign-up, WeChat logs one in by its OpenID.

/**
 * A new account for a phone that passed its SMS check (`sign`), with a password the
 * branch's policy accepts, bound to the WeChat OpenID of `bindingTicket` when it is free.
 * Call inside the sign-up's transaction: a later refusal rolls the sign back unused.
 */
export async function openAccount(
  q: Queryable,
  a: {
    hospId: number;
    mobile: string;
    name: string;
    password: string;
    sign: string;
    bindingTicket?: string | null | undefined;
  },
): Promise<AccountName> {
  // The sign before the account: only the phone's owner may learn it is registered.
  if (!(await consumeSign(q, a.sign, a.mobile))) throw new ApiError(400, MSG.signInvalid);
  checkNewPassword(a.password, await passwordLevelFor(q, a.hospId));
  if (await accountByMobile(q, a.mobile)) throw new ApiError(409, MSG.phoneRegistered);
  const account = await insertAccount(q, {
    hospId: a.hospId,
    mobile: a.mobile,
    name: a.name,
    passwordHash: await storedPassword(a.password, a.mobile),
  });
  await bindWithTicket(q, account.id, a.bindingTicket);
  return account;
}

/** A login for the account an OpenID is bound to; null when it is bound to none. */
export async function loginByOpenId(
  q: Queryable,
  openId: string,
  sessionsPerAccount: number,
): Promise<LoginUser | null> {
  const account = await accountByOpenId(q, openId);
  return account ? loginRecord(q, account, sessionsPerAccount) : null;
}
