import type { LoginUser, RegisterBody, UserState } from '../../../src/contract/index.ts';
import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { decryptPhone, loginRecord, openAccount } from '../auth/index.ts';
import { companyAppointmentCount } from '../company/index.ts';
import { hospitalState } from '../hosp/index.ts';
import { openOrderCount } from '../orders/index.ts';
import { insertProfile, validateProfile } from '../profiles/index.ts';
import { accountExamCount } from '../reports/index.ts';

export const SELF_RELATION = 'self' as const;

/** Sign-up: an account for a phone that passed its SMS check, with its own self profile. */
export async function register(
  { db, fields, vault, config }: Deps,
  body: RegisterBody,
): Promise<LoginUser> {
  const mobile = decryptPhone(fields, body.mobile, 'mobile');
  const password = fields.decrypt(body.password, 'password');
  const { name, idType, sex, birth, marital } = body;
  const idcard = fields.decrypt(body.idcard, 'idcard');
  const profile = validateProfile({ name, idType, idcard, sex, birth, marital });
  return db.tx(async (q) => {
    const state = await hospitalState(q, body.hospId);
    if (state === 'missing') throw notFound(MSG.hospitalNotFound, `hospital ${body.hospId}`);
    if (state === 'building') throw new ApiError(400, MSG.branchBuilding);
    const account = await openAccount(q, {
      hospId: body.hospId,
      mobile,
      name: profile.name,
      password,
      sign: body.sign,
      bindingTicket: body.openId,
    });
    await insertProfile(q, vault, {
      accountId: account.id,
      profile,
      mobile,
      relation: SELF_RELATION,
    });
    return loginRecord(q, account, config.sessionsPerAccount);
  });
}

/** The user centre's counts; of one branch when `hospId` is given, of all otherwise. */
export async function userState(
  q: Queryable,
  accountId: number,
  hospId?: number,
): Promise<UserState> {
  return {
    reportCount: await accountExamCount(q, accountId, hospId),
    orderCount: await openOrderCount(q, accountId, hospId),
    companyOrderCount: await companyAppointmentCount(q, accountId, hospId),
  };
}
