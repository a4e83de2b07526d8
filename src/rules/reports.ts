// Report rules the app and the reference server both run: progress, tabs, compare choice,
// abnormal marks, the rating gate and the rating reply (spec 2, sections 4, 5 and 9).
import type { HospConfig } from '@/contract';
import { configEnabled, findConfig } from './configs';

/** The fields of a report list entry these rules read. */
export interface ReportState {
  tjzt: number;
  zjzt: number;
  qcResult: string;
}

/** 0 arrived for exam, 1 items summarised, 2 chief review, 3 report published. */
export type ProgressStep = 0 | 1 | 2 | 3;
export const PROGRESS_STEPS = ['arrived', 'summarised', 'chiefReview', 'published'] as const;

/** Published: chief-checked (zjzt above 0) and not held back by quality control ('0'). */
export function isPublished({ zjzt, qcResult }: Pick<ReportState, 'zjzt' | 'qcResult'>): boolean {
  return zjzt > 0 && String(qcResult).trim() !== '0';
}

/**
 * The spec's four steps. Checked but held back by quality control stays at chief review;
 * a finished exam (tjzt 3 and above) waiting for its chief check is at chief review too.
 */
export function progressStep(r: ReportState): ProgressStep {
  if (isPublished(r)) return 3;
  if (r.zjzt > 0) return 2;
  if (r.tjzt <= 1) return 0;
  if (r.tjzt === 2) return 1;
  return 2;
}

/** The report centre's tabs: 'other' holds external reports only. */
export type ReportTab = 'processing' | 'completed' | 'other';

/** An exam is in progress while zjzt is 0 or qcResult is '0'; otherwise completed. */
export const reportTab = (r: ReportState): Exclude<ReportTab, 'other'> =>
  isPublished(r) ? 'completed' : 'processing';

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 5;

/** Only published reports can be chosen for a comparison. */
export const canCompare = isPublished;

/** The compare button is enabled with 2 to 5 reports chosen. */
export const compareReady = (chosen: number): boolean =>
  chosen >= COMPARE_MIN && chosen <= COMPARE_MAX;

/** Whether one more report may be ticked when `chosen` are ticked already. */
export const canChooseMore = (chosen: number): boolean => chosen < COMPARE_MAX;

/** The marks a report prints beside a value. */
export type Mark = '\u2191' | '\u2191\u2191' | '*' | '\u2193';
export const MARK_HIGH: Mark = '\u2191';
export const MARK_VERY_HIGH: Mark = '\u2191\u2191';
export const MARK_ABNORMAL: Mark = '*';
export const MARK_LOW: Mark = '\u2193';

/** What a printed mark means: ↑, ↑↑ and * are "higher" (abnormal), ↓ is "lower". */
export function markDirection(prompt: string | null | undefined): 'high' | 'low' | null {
  const p = (prompt ?? '').trim();
  if (p === MARK_HIGH || p === MARK_VERY_HIGH || p === MARK_ABNORMAL) return 'high';
  if (p === MARK_LOW) return 'low';
  return null;
}

/** Status of a result node: 1 high, 2 low. */
export function statusDirection(status: number | null | undefined): 'high' | 'low' | null {
  if (status === 1) return 'high';
  if (status === 2) return 'low';
  return null;
}

export interface Range {
  low: number | null;
  high: number | null;
}

/** Reads a reference range: "3.9-6.1", "<5.2", "≤40", ">1.04", "≥60"; null when not numeric. */
export function parseRange(ref: string | null | undefined): Range | null {
  const s = (ref ?? '').replace(/\s+/g, '').replace(/[\uFF5E~\u2014\u2013]/g, '-');
  const num = '(-?\\d+(?:\\.\\d+)?)';
  const between = new RegExp(`^${num}-${num}$`).exec(s);
  if (between) return { low: Number(between[1]), high: Number(between[2]) };
  const below = new RegExp(`^(?:<|<=|\u2264)${num}$`).exec(s);
  if (below) return { low: null, high: Number(below[1]) };
  const above = new RegExp(`^(?:>|>=|\u2265)${num}$`).exec(s);
  if (above) return { low: Number(above[1]), high: null };
  return null;
}

/** A numeric result, or null for text results ("negative", "see report"). */
export function numericValue(value: string | null | undefined): number | null {
  const s = (value ?? '').trim();
  return /^-?\d+(\.\d+)?$/.test(s) ? Number(s) : null;
}

/** High or low of a value against its range; null inside it or when either is not numeric. */
export function highLow(value: string, ref: string): 'high' | 'low' | null {
  const v = numericValue(value);
  const r = parseRange(ref);
  if (v === null || r === null) return null;
  if (r.high !== null && v > r.high) return 'high';
  if (r.low !== null && v < r.low) return 'low';
  return null;
}

/**
 * The mark a value gets against its range: ↓ below it, ↑ above it, ↑↑ when it exceeds the
 * upper bound by at least the range's width (or doubles an upper-only bound), * for a text
 * result that differs from a text reference (a positive where negative is expected).
 */
export function markFor(value: string, ref: string): Mark | null {
  const v = numericValue(value);
  const r = parseRange(ref);
  if (v === null || r === null) {
    const text = value.trim();
    const expected = ref.trim();
    if (v === null && r === null && text !== '' && expected !== '' && text !== expected)
      return MARK_ABNORMAL;
    return null;
  }
  const side = highLow(value, ref);
  if (side === 'low') return MARK_LOW;
  if (side !== 'high' || r.high === null) return null;
  const width = r.low !== null ? r.high - r.low : r.high;
  return v >= r.high + width ? MARK_VERY_HIGH : MARK_HIGH;
}

/** The status a result node stores for a mark: 1 high, 2 low, 0 normal. */
export const statusOfMark = (mark: Mark | null): 0 | 1 | 2 =>
  mark === null ? 0 : markDirection(mark) === 'low' ? 2 : 1;

/** Forced rating only within this many days of the exam. */
export const RATING_WINDOW_DAYS = 180;
export const RATING_STARS = 5;
export const RATING_DEFAULT_TOTAL = 3;

const DAY_MS = 86_400_000;

/** Whole days from the exam date (YYYY-MM-DD, China time) to `now`. */
export function daysSinceExam(tjrq: string, now: Date): number {
  const exam = Date.parse(`${tjrq.slice(0, 10)}T00:00:00+08:00`);
  return Math.floor((now.getTime() - exam) / DAY_MS);
}

/**
 * The gate before a report: rating_before_report is yes, the exam is not rated, and it is
 * under 180 days old (day 180 itself is no longer forced).
 */
export function ratingRequired(
  configs: readonly HospConfig[],
  exam: { tjrq: string; is_rated: boolean },
  now: Date,
): boolean {
  if (!configEnabled(configs, 'rating_before_report') || exam.is_rated) return false;
  const days = daysSinceExam(exam.tjrq, now);
  return days >= 0 && days < RATING_WINDOW_DAYS;
}

/** A rating can be saved when the total and every item have at least one star. */
export function ratingComplete(total: number, items: ReadonlyArray<{ rating: number }>): boolean {
  const star = (n: number) => Number.isInteger(n) && n >= 1 && n <= RATING_STARS;
  return star(total) && items.length > 0 && items.every((i) => star(i.rating));
}

/** The reply for a star count: user_rating_response holds five replies split by '|'. */
export function ratingReply(configs: readonly HospConfig[], stars: number): string | null {
  const replies = (findConfig(configs, 'user_rating_response')?.value ?? '').split('|');
  if (!Number.isInteger(stars) || stars < 1 || stars > RATING_STARS) return null;
  const reply = replies[stars - 1]?.trim();
  return reply ? reply : null;
}

/** The exams a report centre tab lists, in the order given (newest first from the server). */
export function entriesOfTab<T extends ReportState>(
  entries: readonly T[],
  tab: Exclude<ReportTab, 'other'>,
): T[] {
  return entries.filter((e) => reportTab(e) === tab);
}

/**
 * Ticks or unticks an exam of a compare choice. Unpublished exams cannot be ticked
 * ('closed'), nor a sixth one ('full'); otherwise the new choice, in ticking order.
 */
export function toggleCompare(
  chosen: readonly string[],
  exam: ReportState & { tjbh: string },
): string[] | 'full' | 'closed' {
  if (chosen.includes(exam.tjbh)) return chosen.filter((n) => n !== exam.tjbh);
  if (!canCompare(exam)) return 'closed';
  if (!canChooseMore(chosen.length)) return 'full';
  return [...chosen, exam.tjbh];
}

/** The exam numbers of a comparePage link: distinct, well formed, at most five. */
export function compareNumbers(tjbh: string | null | undefined): string[] {
  const numbers = (tjbh ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter((n) => /^[A-Za-z0-9]{4,32}$/.test(n));
  return [...new Set(numbers)].slice(0, COMPARE_MAX);
}

/** One cell of a comparison: the value, its mark and what the mark means. */
export interface CompareCell {
  value: string;
  mark: Mark | null;
  direction: 'high' | 'low' | null;
}

type CompareRow = { refValue: string } & Record<`value${1 | 2 | 3 | 4 | 5}`, string> &
  Record<`prompt${1 | 2 | 3 | 4 | 5}`, string>;

const asMark = (prompt: string): Mark | null =>
  markDirection(prompt) === null ? null : (prompt.trim() as Mark);

/**
 * The first `count` cells of a comparison row (value1..5, prompt1..5). The centre's printed
 * mark wins; a value it left unmarked is marked against the row's reference range.
 */
export function compareCells(row: CompareRow, count: number): CompareCell[] {
  const columns = Math.min(Math.max(count, 0), COMPARE_MAX) as 0 | 1 | 2 | 3 | 4 | 5;
  const cells: CompareCell[] = [];
  for (let i = 1; i <= columns; i++) {
    const n = i as 1 | 2 | 3 | 4 | 5;
    const value = row[`value${n}`];
    const mark = asMark(row[`prompt${n}`]) ?? (value ? markFor(value, row.refValue) : null);
    cells.push({ value, mark, direction: markDirection(mark) });
  }
  return cells;
}
