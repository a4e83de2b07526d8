import type { Queryable } from '../../db/db.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../plugins/envelope.ts';
import { WAIT_MSG } from '../../plugins/messages.ts';
import { LIMITS, address, takeAttempt } from '../auth/index.ts';
import { REPORT_MSG } from './messages.ts';
import { reportPdf } from './pdfCache.ts';
import { examPdfLines } from './pdfLines.ts';
import { expired, parseReportKey, signedFor, type ParsedKey } from './reportKeys.ts';
import {
  examById,
  examReport,
  externalPdfById,
  ownedExam,
  ownsExternal,
  type ExamRow,
} from './repository.ts';
import { refuseUnrevealed } from './reveal.ts';

// `report/pdfReport` (spec 2: hospId, reportKey, name; no login). The key and the name open
// the PDF, whoever asks: a link in an SMS, or the page reopened in the system browser after
// WeChat's download tip, carries no session.

export interface PdfQuery {
  hospId: number;
  reportKey: string;
  name: string;
}

const keyInvalid = () => new ApiError(404, REPORT_MSG.pdfKeyInvalid);

/** The same name as the report's person: spaces around it are a slip, not another name. */
const sameName = (a: string, b: string) => a.trim() === b.trim();

/** What a key may name: a report with its branch, its person's name and its own secret. */
interface KeyedRow {
  hosp_id: number;
  name: string;
  report_key: string | null;
}

/**
 * The report a key names, when the key is one this server made for a report of this branch,
 * not yet expired, and the name is its person's. A made-up key and a key of another report
 * or branch are one refusal; an expired one is said so, as only the server can have made it.
 * The name is all that guards a real key: wrong names are counted per report, and after
 * LIMITS.pdfPerKey of them its keys open nothing for a while, from any address.
 */
async function admitted<R extends KeyedRow>(
  q: Queryable,
  row: R | undefined,
  key: ParsedKey,
  checks: { serverSecret: string; query: PdfQuery; now: Date },
): Promise<R> {
  const { serverSecret, query, now } = checks;
  if (!row?.report_key || !signedFor(serverSecret, key, row.report_key)) throw keyInvalid();
  if (row.hosp_id !== query.hospId) throw keyInvalid();
  if (expired(key, now)) throw new ApiError(410, REPORT_MSG.pdfKeyExpired);
  const release = await takeAttempt(q, [
    {
      limit: LIMITS.pdfPerKey,
      subject: `pdfkey:${key.kind}:${key.id}`,
      refuse: WAIT_MSG.tooManyTries,
    },
  ]);
  if (!sameName(row.name, query.name)) throw new ApiError(403, REPORT_MSG.pdfNameMismatch);
  await release();
  return row;
}

/**
 * A key opens only while the account it was handed to still has the report's person: once
 * that account unbinds the person, every link it was given to their reports is withdrawn
 * (spec 1, section 5: an unbound person's reports can no longer be viewed).
 */
const withdrawn = () => new ApiError(410, REPORT_MSG.pdfKeyWithdrawn);

async function openKey(q: Queryable, serverSecret: string, query: PdfQuery, now: Date) {
  const key = parseReportKey(query.reportKey);
  if (!key) throw keyInvalid();
  const checks = { serverSecret, query, now };
  if (key.kind === 'exam') {
    const exam = await admitted(q, await examById(q, key.id), key, checks);
    if (!(await ownedExam(q, key.accountId, exam.tjbh))) throw withdrawn();
    return { exam, external: null };
  }
  const external = await admitted(q, await externalPdfById(q, key.id), key, checks);
  if (!(await ownsExternal(q, key.accountId, external.id))) throw withdrawn();
  return { exam: null, external };
}

/**
 * An exam's PDF, if reveal.ts lets it out as a PDF: the branch's report_enable_pdf and the
 * report's own pdfEnable decide, not the link, and the rating gate holds whoever opens the
 * link (a link passed on opens nothing its owner could not). Only the words differ: a
 * signed-in caller whose own person the exam is is asked to rate it.
 */
async function examPdf(q: Queryable, exam: ExamRow, callerId: number | null, now: Date) {
  const owner = callerId !== null && (await ownedExam(q, callerId, exam.tjbh)) !== undefined;
  await refuseUnrevealed(q, exam, 'pdf', owner ? 'owner' : 'other', now);
  return reportPdf(
    q,
    { kind: 'exam', id: exam.id },
    exam.tjbh,
    examPdfLines(await examReport(q, exam)),
  );
}

/**
 * The PDF of `query`'s key, base64. Every try is counted per client address before it is
 * made and uncounted once key and name are right, so only wrong ones use up the limit.
 */
export async function pdfByKey(
  { db, config }: Deps,
  query: PdfQuery,
  caller: { accountId: number | null; clientIp: string },
  now: Date,
): Promise<string> {
  const release = await takeAttempt(db, [
    {
      limit: LIMITS.pdfPerAddress,
      subject: address(caller.clientIp),
      refuse: WAIT_MSG.tooManyTries,
    },
  ]);
  const { exam, external: report } = await openKey(db, config.dataKey, query, now);
  await release();
  if (exam) return examPdf(db, exam, caller.accountId, now);
  // A report made elsewhere has no switch of its own and no rating: its key is enough.
  const lines = [
    { kind: 'title' as const, text: report.inspection_item_name },
    { kind: 'text' as const, text: `${report.report_date}  ${report.tjbh}` },
    ...report.content.split('\n').map((text) => ({ kind: 'text' as const, text })),
  ];
  return reportPdf(db, { kind: 'external', id: report.id }, report.tjbh, lines);
}
