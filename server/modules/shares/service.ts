import type { ReportShare } from '../../../src/contract/index.ts';
import {
  SHARE_LIVE_MAX,
  sharedReportPath,
  sharesEnabled,
  type ShareDays,
} from '../../../src/rules/reportShares.ts';
import { smsFamilyName } from '../../../src/rules/smsName.ts';
import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { decryptPhone, sendSms } from '../auth/index.ts';
import { hospConfigs } from '../hosp/index.ts';
import { refuseUnrevealed, shareableExam } from '../reports/index.ts';
import { shareSmsMsg, SHARE_MSG, tooManyMsg } from './messages.ts';
import { newShareSecrets } from './shareSecrets.ts';
import { deleteExpired } from './expiredRepository.ts';
import * as repo from './sharesRepository.ts';

// The owner's side: make a share of a published report of one of the account's people,
// list the account's shares with who opened them, end one.

/** The most shares one list answers: a family's, not an archive's. */
export const SHARE_LIST_MAX = 50;

/** Whether the branch of a report offers sharing (its `report_share_enable`). */
export async function refuseUnlessSharing(q: Queryable, hospId: number) {
  const configs = await hospConfigs(q, hospId);
  if (!sharesEnabled(configs)) throw new ApiError(403, SHARE_MSG.off);
  return configs;
}

async function shareOf(q: Queryable, accountId: number, id: number): Promise<ReportShare> {
  const [share] = await repo.sharesOf(q, accountId, { id, limit: 1 });
  if (!share) throw notFound(SHARE_MSG.notFound, `share ${id} of account ${accountId}`);
  return share;
}

/**
 * The owner's name as the share's text may carry it: its family name only, or a neutral
 * word, never what the owner typed (a link, a number) under the hospital's signature.
 */
const senderInText = (name: string) => smsFamilyName(name) ?? SHARE_MSG.smsSender;

/**
 * A share for `person`, valid `days`: the link's path and the code are answered once and
 * kept only hashed; with `mobile` the code (never the link) is texted there too. At most
 * SHARE_LIVE_MAX of a report's shares are open at once.
 */
export async function createShare(
  { db, config, fields, sms }: Deps,
  owner: { id: number; name: string; clientIp: string },
  body: { tjbh: string; person: string; days: ShareDays; mobile?: string },
) {
  const accountId = owner.id;
  const mobile = body.mobile === undefined ? null : decryptPhone(fields, body.mobile, 'mobile');
  const exam = await shareableExam(db, accountId, body.tjbh);
  if (!exam) throw notFound(MSG.reportNotFound, `exam ${body.tjbh} of account ${accountId}`);
  await refuseUnlessSharing(db, exam.hosp_id);
  // The reports' one gate holds for a share too: a report its owner may not read yet (in
  // progress, online reading off, a rating owed) is not sent on to anyone.
  await refuseUnrevealed(db, exam, 'view', 'owner', new Date());
  const person = body.person.trim();
  if (!person) throw new ApiError(400, MSG.badInput);
  const secrets = newShareSecrets(config.dataKey);
  const id = await db.tx(async (q) => {
    await repo.lockExamShares(q, exam.exam_id);
    if ((await repo.liveShareCount(q, accountId, exam.exam_id)) >= SHARE_LIVE_MAX)
      throw new ApiError(429, tooManyMsg({ max: SHARE_LIVE_MAX }));
    const id = await repo.insertShare(q, { accountId, exam, person, days: body.days, ...secrets });
    // The text within the SMS budget, in this transaction: a share refused by it is not
    // made, and a share refused sends nothing and counts nothing.
    if (mobile) {
      const { code } = secrets;
      const owned = { owner: senderInText(owner.name), code, days: body.days };
      const words = shareSmsMsg({ signature: config.smsSignature, ...owned });
      const clientIp = owner.clientIp;
      const params = { ...owned, days: String(owned.days) };
      const text = { kind: 'share', mobile, body: words, code, params, clientIp } as const;
      await sendSms(q, { sms, config }, text);
    }
    return id;
  });
  return {
    share: await shareOf(db, accountId, id),
    path: sharedReportPath(exam.hosp_id, secrets.token),
    code: secrets.code,
    smsSent: mobile !== null,
  };
}

/** The account's shares, of one report or all, newest first, with their opens. */
export const listShares = (db: Queryable, accountId: number, tjbh?: string) =>
  repo.sharesOf(db, accountId, { tjbh, limit: SHARE_LIST_MAX });

/**
 * Ends the account's live shares of one of its people's reports, as that person is unbound
 * (the profiles module calls it in the unbinding's transaction): their links and readers'
 * grants stop at once, and the owner's list shows them ended.
 */
export const endSharesOfPerson = (q: Queryable, accountId: number, profileId: number) =>
  repo.endProfileShares(q, accountId, profileId);

/**
 * Ends the account's live shares as its password is changed or reset (registered with
 * auth's whenPasswordChanges, run in the change's transaction); the owner's list says why.
 */
export const endSharesOfAccount = (q: Queryable, accountId: number) =>
  repo.endAccountShares(q, accountId);

/** Ends one of the account's shares (again is no error); another's is not found. */
export async function endShare(db: Queryable, accountId: number, id: number) {
  if (!(await repo.endShare(db, accountId, id)))
    throw notFound(SHARE_MSG.notFound, `share ${id} of account ${accountId}`);
  return shareOf(db, accountId, id);
}

/** Housekeeping's hourly clean-up of the shares' tables: counts of rows gone, per table. */
export const removeExpired = (q: Queryable) => deleteExpired(q);
