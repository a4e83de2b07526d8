import type { ReportShare } from '../../../src/contract/index.ts';
import {
  SHARE_LIVE_MAX,
  sharedReportPath,
  sharesEnabled,
  type ShareDays,
} from '../../../src/rules/reportShares.ts';
import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound } from '../../plugins/envelope.ts';
import { MSG, WAIT_MSG } from '../../plugins/messages.ts';
import { address, decryptPhone, LIMITS, phoneSubject, takeAttempt } from '../auth/index.ts';
import { hospConfigs } from '../hosp/index.ts';
import { refuseUnrevealed } from '../reports/index.ts';
import { shareSmsMsg, SHARE_MSG, tooManyMsg } from './messages.ts';
import { newShareSecrets } from './shareSecrets.ts';
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

/** Codes texted to one phone in an hour: a few relatives' shares, not a flood. */
const SMS_PER_PHONE = { kind: 'sms_send', max: 5, windowS: 3600 } as const;

/**
 * Counts a share's SMS before it is made, with the SMS limits of the client address and of
 * the phone: the owner names any phone, so the hospital's SMS is not a free megaphone.
 */
const takeSms = (db: Queryable, mobile: string, clientIp: string) =>
  takeAttempt(db, [
    { limit: LIMITS.smsPerAddress, subject: address(clientIp), refuse: WAIT_MSG.smsFromAddress },
    { limit: SMS_PER_PHONE, subject: phoneSubject(mobile), refuse: WAIT_MSG.tooManyTries },
  ]);

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
  const exam = await repo.ownedExam(db, accountId, body.tjbh);
  if (!exam) throw notFound(MSG.reportNotFound, `exam ${body.tjbh} of account ${accountId}`);
  await refuseUnlessSharing(db, exam.hosp_id);
  // The reports' one gate holds for a share too: a report its owner may not read yet (in
  // progress, online reading off, a rating owed) is not sent on to anyone.
  await refuseUnrevealed(db, exam, 'view', 'owner', new Date());
  const person = body.person.trim();
  if (!person) throw new ApiError(400, MSG.badInput);
  const secrets = newShareSecrets(config.dataKey);
  // A share refused below sends nothing: its SMS is uncounted.
  const releaseSms = mobile ? await takeSms(db, mobile, owner.clientIp) : null;
  const making = db.tx(async (q) => {
    await repo.lockExamShares(q, exam.exam_id);
    if ((await repo.liveShareCount(q, accountId, exam.exam_id)) >= SHARE_LIVE_MAX)
      throw new ApiError(429, tooManyMsg({ max: SHARE_LIVE_MAX }));
    const id = await repo.insertShare(q, { accountId, exam, person, days: body.days, ...secrets });
    if (mobile) {
      const { code } = secrets;
      const text = { signature: config.smsSignature, owner: owner.name, code, days: body.days };
      await sms.send(q, { mobile, body: shareSmsMsg(text), code });
    }
    return id;
  });
  const id = await making.catch(async (err: unknown) => {
    await releaseSms?.();
    throw err;
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

/** Ends one of the account's shares (again is no error); another's is not found. */
export async function endShare(db: Queryable, accountId: number, id: number) {
  if (!(await repo.endShare(db, accountId, id)))
    throw notFound(SHARE_MSG.notFound, `share ${id} of account ${accountId}`);
  return shareOf(db, accountId, id);
}
