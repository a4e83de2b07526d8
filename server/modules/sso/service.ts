import type { SsoLoginUser, SsoUser } from '../../../src/contract/index.ts';
import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import type { PartnerCodeKind } from '../../plugins/outside/sso.ts';
import { accountById, bindWithTicket, loginRecord } from '../auth/index.ts';
import * as codes from './repository.ts';

async function existingAccount(q: Queryable, id: number) {
  const account = await accountById(q, id);
  if (!account) throw notFound(MSG.accountNotFound, `account ${id}`);
  return account;
}

/** The /ssoLogin door: the partner's auth_code becomes a ticket for its user. */
export async function partnerUser({ db, sso }: Deps, authCode: string): Promise<SsoUser> {
  return db.tx(async (q) => {
    const accountId = await sso.redeem(q, ['auth_code'], authCode);
    if (accountId === null) throw new ApiError(400, MSG.ssoExpired);
    const account = await existingAccount(q, accountId);
    return { ticket: await codes.issueSsoCode(q, 'user_ticket', accountId), name: account.name };
  });
}

/**
 * A login for the account a one-use code names. The openId that came with it is a binding
 * ticket from the WeChat exchange, never an OpenID taken on trust; it comes back only when
 * it is still good (its OpenID belongs to another account, for the confirmed move).
 */
async function loginWith(
  { db, config }: Deps,
  redeem: (q: Queryable) => Promise<number | null>,
  ticket: string | undefined,
): Promise<SsoLoginUser> {
  return db.tx(async (q) => {
    const accountId = await redeem(q);
    if (accountId === null) throw new ApiError(400, MSG.ssoExpired);
    const bound = await bindWithTicket(q, accountId, ticket);
    const record = await loginRecord(
      q,
      await existingAccount(q, accountId),
      config.sessionsPerAccount,
    );
    return { ...record, openId: bound === 'taken' && ticket ? ticket : null };
  });
}

/** The ticket the server itself handed out at /openApi/sso/getuser. */
export const ticketLogin = (deps: Deps, ticket: string, bindingTicket?: string) =>
  loginWith(deps, (q) => codes.consumeSsoCode(q, ['user_ticket'], ticket), bindingTicket);

/** The /sso and /portal doors: a partner's code (or sso_token), straight to a login. */
export const partnerCodeLogin = (deps: Deps, code: string, bindingTicket?: string) => {
  const kinds: PartnerCodeKind[] = ['code', 'sso_token'];
  return loginWith(deps, (q) => deps.sso.redeem(q, kinds, code), bindingTicket);
};

/** The one-use codes of sso_codes: the simulated partner portal issues and redeems them. */
export const issueSsoCode: typeof codes.issueSsoCode = (q, kind, accountId) =>
  codes.issueSsoCode(q, kind, accountId);
export const consumeSsoCode: typeof codes.consumeSsoCode = (q, kinds, code) =>
  codes.consumeSsoCode(q, kinds, code);

/** Housekeeping's hourly clean-up of the partner codes: counts of rows gone, per table. */
export const removeExpired = (q: Queryable) => codes.deleteExpired(q);
