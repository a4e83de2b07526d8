// The summary for the doctor (beyond the spec, issue 29): an A4 page of a published report
// that the server draws. What it holds is chosen here, so the app and the server agree on
// it: the abnormal values first, each with the person's values of a few earlier exams, and
// the other findings (findings.ts: imaging, text marked abnormal).
import type { ExamReport, HospConfig } from '@/contract';
import { abnormalValues, type AbnormalValue } from './abnormal';
import { isYes } from './configs';

/**
 * The branch's switch (off when absent): a hospital backend that does not implement the
 * summary call leaves it out, and the app shows no button.
 */
export const SUMMARY_SWITCH = 'report_summary_enable';

export const summaryEnabled = (configs: readonly HospConfig[]): boolean =>
  isYes(configs.find((c) => c.code === SUMMARY_SWITCH)?.value);

/**
 * Earlier exams whose values stand beside each abnormal one: three years of yearly exams is
 * what a doctor reads a trend from, and what fits on the page's line.
 */
export const EARLIER_EXAMS_MAX = 3;

/** A value of a result node in an earlier exam of the same person. */
export interface EarlierValue {
  tjbh: string;
  /** Exam date, YYYY-MM-DD. */
  tjrq: string;
  item: string;
  node: string;
  value: string;
  /** The mark that exam printed ('' for none). */
  prompt: string;
}

/** An abnormal value of the summarised exam with the same node's earlier values. */
export interface SummaryRow extends AbnormalValue {
  /** Newest first; an earlier exam without the node has no entry. */
  earlier: Array<{ tjrq: string; value: string; mark: string }>;
}

/**
 * The earlier exams a summary shows: the newest `max` of those the values come from,
 * newest first (by date, then by exam number for two exams of one day).
 */
export function earlierExams(values: readonly EarlierValue[], max = EARLIER_EXAMS_MAX): string[] {
  const dates = new Map<string, string>();
  for (const v of values) dates.set(v.tjbh, v.tjrq);
  return [...dates.entries()]
    .sort(([a, da], [b, db]) => db.localeCompare(da) || b.localeCompare(a))
    .slice(0, max)
    .map(([tjbh]) => tjbh);
}

/**
 * The summary's rows: every abnormal value of the report in the report's order, each with
 * the same item and node in the chosen earlier exams. Values of the summarised exam itself
 * are never "earlier", whatever the caller passed.
 */
export function summaryRows(
  report: Pick<ExamReport, 'items' | 'tjbh'>,
  earlier: readonly EarlierValue[],
  max = EARLIER_EXAMS_MAX,
): SummaryRow[] {
  const others = earlier.filter((v) => v.tjbh !== report.tjbh);
  const exams = earlierExams(others, max);
  const rank = new Map(exams.map((tjbh, i) => [tjbh, i]));
  return abnormalValues(report).map((a) => ({
    ...a,
    earlier: others
      .filter((v) => rank.has(v.tjbh) && v.item === a.item && v.node === a.node)
      .sort((x, y) => rank.get(x.tjbh)! - rank.get(y.tjbh)!)
      .map((v) => ({ tjrq: v.tjrq, value: v.value, mark: v.prompt.trim() })),
  }));
}

/** Whole years from a birth date to a day (both YYYY-MM-DD); null without a birth date. */
export function ageOn(birth: string | null | undefined, day: string): number | null {
  const b = /^(\d{4})-(\d{2})-(\d{2})/.exec(birth ?? '');
  const d = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!b || !d) return null;
  const years = Number(d[1]) - Number(b[1]);
  const beforeBirthday = `${d[2]}-${d[3]}` < `${b[2]}-${b[3]}`;
  const age = beforeBirthday ? years - 1 : years;
  return age >= 0 ? age : null;
}
