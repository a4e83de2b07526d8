import type { SharedReport } from '../../../src/contract/index.ts';
import { SHARE_LOCK_MINUTES, SHARE_WRONG_CODES_LOCK } from '../../../src/rules/reportShares.ts';
import { ageOn } from '../../../src/rules/summary.ts';
import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { WAIT_MSG } from '../../plugins/messages.ts';
import { address, takeAttempt, type Check } from '../auth/index.ts';
import { examItems, refuseUnrevealed, risReports, sharedExam } from '../reports/index.ts';
import { codeWrongMsg, lockedMsg, SHARE_MSG } from './messages.ts';
import { recordOpen } from './opensRepository.ts';
import { readerSeen } from './readerSeen.ts';
import { refuseUnlessSharing } from './service.ts';
import {
  codeMatches,
  grantExpired,
  grantSigned,
  makeGrant,
  parseGrant,
  tokenHashOf,
} from './shareSecrets.ts';
import * as repo from './sharesRepository.ts';

// The reader's side, with no account: a link's token and the code open the share once and
// give a grant for half an hour; the grant reads that one report again while the share is
// live, and nothing else (it is no session: every signed-in call refuses it).

/**
 * Wrong tries from one client address, whatever the share: a family's Wi-Fi passes freely,
 * a script trying links or codes waits a minute, then a quarter of an hour, after each.
 */
const PER_ADDRESS: Check['limit'] = {
  kind: 'share_fail',
  windowS: 3600,
  steps: [
    { after: 20, waitS: 60 },
    { after: 40, waitS: 900 },
  ],
};

/** The longest a share's lock grows to: each lock after wrong codes is twice the last. */
export const SHARE_LOCK_MAX_MINUTES = 24 * 60;

const linkInvalid = () => new ApiError(404, SHARE_MSG.linkInvalid);

/** An ended or expired share says which; a live one passes. */
function refuseUnlessLive(share: repo.ShareGate) {
  if (share.state === 'ended') throw new ApiError(410, SHARE_MSG.ended);
  if (share.state === 'expired') throw new ApiError(410, SHARE_MSG.expired);
}

type Shared = NonNullable<Awaited<ReturnType<typeof sharedExam>>>;

/**
 * The shared exam, while the reports' one gate lets a reader read it: a report the centre
 * withdrew, online reading turned off or a rating owed after it was shared holds for its
 * readers as for its owner.
 */
async function revealedExam(q: Queryable, share: repo.ShareGate, now: Date): Promise<Shared> {
  const exam = await sharedExam(q, share.exam_id, share.profile_id);
  if (!exam) throw linkInvalid();
  await refuseUnrevealed(q, exam, 'view', 'other', now);
  return exam;
}

async function reportOf(q: Queryable, share: repo.ShareGate, exam: Shared): Promise<SharedReport> {
  const { tjbh, tjrq, name, sex, birth, summary, advice } = exam;
  return {
    tjbh,
    tjrq,
    name,
    sex,
    age: ageOn(birth, tjrq),
    summary,
    advice,
    items: await examItems(q, share.exam_id),
    risReports: await risReports(q, share.exam_id),
  };
}

type Judged =
  | { right: true; share: repo.ShareGate; exam: Shared }
  | { right: false; wrong: number; lockMinutes: number };

/**
 * Judges a code under the share's row lock, so simultaneous guesses count one after the
 * other; the count of a wrong one is committed before its refusal leaves. A right code to
 * a report the gate holds back is refused before its open is logged.
 */
async function judgeCode(
  db: Deps['db'],
  serverSecret: string,
  body: { t: string; code: string },
  seen: ReturnType<typeof readerSeen>,
  now: Date,
): Promise<Judged> {
  return db.tx(async (q) => {
    const share = await repo.shareByTokenForUpdate(q, tokenHashOf(body.t));
    if (!share) throw linkInvalid();
    refuseUnlessLive(share);
    await refuseUnlessSharing(q, share.hosp_id);
    if (share.locked_s !== null && share.locked_s > 0)
      throw new ApiError(429, lockedMsg({ minutes: Math.ceil(share.locked_s / 60) }));
    if (!codeMatches(serverSecret, share.token_hash, body.code, share.code_hmac)) {
      const counted = await repo.countWrongCode(q, share.id, {
        lockEvery: SHARE_WRONG_CODES_LOCK,
        lockMinutes: SHARE_LOCK_MINUTES,
        maxMinutes: SHARE_LOCK_MAX_MINUTES,
      });
      return { right: false, ...counted };
    }
    const exam = await revealedExam(q, share, now);
    await repo.forgiveWrongCodes(q, share.id);
    await recordOpen(q, share.id, seen);
    return { right: true, share, exam };
  });
}

/** `share/open`: the link's token and the code; every wrong try counts per address. */
export async function openShare(
  { db, config }: Deps,
  body: { t: string; code: string },
  client: { ip: string; userAgent: string | undefined },
  now: Date,
) {
  const release = await takeAttempt(db, [
    { limit: PER_ADDRESS, subject: address(client.ip), refuse: WAIT_MSG.tooManyTries },
  ]);
  const seen = readerSeen(client.ip, client.userAgent);
  const judged = await judgeCode(db, config.dataKey, body, seen, now);
  if (!judged.right) {
    if (judged.lockMinutes > 0) throw new ApiError(429, lockedMsg({ minutes: judged.lockMinutes }));
    const left = SHARE_WRONG_CODES_LOCK - (judged.wrong % SHARE_WRONG_CODES_LOCK);
    throw new ApiError(400, codeWrongMsg({ left }));
  }
  await release();
  const { share, exam } = judged;
  const { grant, expiresAt } = makeGrant(config.dataKey, share.id, share.token_hash, now);
  const report = await reportOf(db, share, exam);
  return { grant, grantExpiresAt: expiresAt.toISOString(), report };
}

/** `share/report`: the one report of a grant, while its share is live. */
export async function readShared(
  { db, config }: Deps,
  query: { grant: string; tjbh: string },
  now: Date,
): Promise<SharedReport> {
  const parsed = parseGrant(query.grant);
  if (!parsed) throw linkInvalid();
  const share = await repo.shareById(db, parsed.shareId);
  if (!share || !grantSigned(config.dataKey, parsed, share.token_hash)) throw linkInvalid();
  refuseUnlessLive(share);
  if (grantExpired(parsed, now)) throw new ApiError(403, SHARE_MSG.grantExpired);
  await refuseUnlessSharing(db, share.hosp_id);
  if (share.tjbh !== query.tjbh) throw new ApiError(403, SHARE_MSG.otherReport);
  return reportOf(db, share, await revealedExam(db, share, now));
}
