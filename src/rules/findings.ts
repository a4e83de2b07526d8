// The findings of a report beyond its flagged values (abnormal.ts), for the summary for the
// doctor (issue 36): imaging and auxiliary reports whose conclusion does not read normal, and
// text the centre marked abnormal. A page handed to a doctor must never read clean when the
// report is not, so every rule here leans one way: what it cannot tell is normal is a finding.
// (The words are written as escapes: source code holds no Chinese, the lint rule no-cjk.)
import type { ExamReport, ReportResult, RisReport } from '@/contract';
import { resultSide } from './abnormal';

/** Not seen, not found, none: \u672a\u89c1 \u672a\u53d1\u73b0 \u65e0. */
const NOT_SEEN = '(?:\u672a\u89c1|\u672a\u53d1\u73b0|\u65e0)';
/** Obvious, definite, special, other: \u660e\u663e \u660e\u786e \u7279\u6b8a \u5176\u4ed6. */
const QUALIFIER = '(?:\u660e\u663e|\u660e\u786e|\u7279\u6b8a|\u5176\u4ed6)?';
/**
 * What was not seen: abnormality (change, sign), lesion, pathological change, space-occupying
 * lesion, positive sign.
 */
const NOTHING =
  '(?:\u5f02\u5e38(?:\u6539\u53d8|\u5f81\u8c61)?|\u75c5\u53d8|\u75c5\u7406\u6027?\u6539\u53d8|\u5360\u4f4d(?:\u6027\u75c5\u53d8)?|\u9633\u6027\u4f53\u5f81)';
/**
 * What was looked at, before the words that say nothing was seen. It may start with "the
 * rest" (\u4f59) but holds no "rest" or "except" (\u9664) after: "a nodule, the rest normal"
 * written without a comma names a finding before them.
 */
const SUBJECT = '\u4f59?[^\u4f59\u9664]{0,16}';

/** A clause that says nothing is wrong; anything else in a text makes it a finding. */
const NORMAL_CLAUSES: RegExp[] = [
  // "... shows no (obvious) abnormality / lesion / ...".
  new RegExp(`^${SUBJECT}${NOT_SEEN}${QUALIFIER}${NOTHING}$`),
  // "liver and spleen not palpable", "no (pathological) murmur heard".
  new RegExp(
    `^${SUBJECT}(?:\u672a\u89e6\u53ca|\u672a\u95fb\u53ca(?:\u75c5\u7406\u6027)?\u6742\u97f3)$`,
  ),
  // Normal ECG, ECG normal, sinus rhythm.
  /^(?:\u6b63\u5e38\u5fc3\u7535\u56fe|\u5fc3\u7535\u56fe\u6b63\u5e38|\u7aa6\u6027\u5fc3\u5f8b)$/,
  // Nothing written: none, a dash or a slash.
  /^(?:\u65e0|-|\u2014|\/)$/,
];

/**
 * "... normal" (\u6b63\u5e38) or "... negative" (\u9634\u6027, perhaps with "(-)"), unless a
 * word before it takes it back: not, barely, non-, not yet, abnormal, roughly, basically,
 * positive, weak, doubtful.
 */
const NORMAL_ENDING = /(?:\u6b63\u5e38|\u9634\u6027(?:\(-\)|\uff08-\uff09)?)$/;
const TAKEN_BACK =
  /[\u4e0d\u6b20\u975e\u672a\u9633\u5f31]|\u5f02\u5e38|\u5927\u81f4|\u57fa\u672c|\u53ef\u7591/;

/** A text's clauses: split at commas, semicolons, full stops and lines; numbering taken off. */
function clauses(text: string): string[] {
  return text
    .split(/[\r\n]+/)
    .map((line) => line.replace(/^\s*\d+\s*[.\u3001\uff0e)\uff09]/, ''))
    .flatMap((line) => line.split(/[\uff0c,\uff1b;\u3002\uff0e]/))
    .map((clause) => clause.replace(/\s+/g, ''))
    .filter((clause) => clause !== '');
}

const clauseNormal = (c: string): boolean =>
  NORMAL_CLAUSES.some((re) => re.test(c)) || (NORMAL_ENDING.test(c) && !TAKEN_BACK.test(c));

/**
 * A conclusion or note reads normal when every clause of it says nothing is wrong ("chest
 * film shows no obvious abnormality", "normal ECG"); an empty text says nothing, so it does
 * not read normal either.
 */
export function readsNormal(text: string): boolean {
  const parts = clauses(text);
  return parts.length > 0 && parts.every(clauseNormal);
}

/**
 * An imaging or auxiliary report is a finding unless its conclusion (its finding, when the
 * conclusion is empty) reads normal: a report with neither has told nobody it is normal.
 */
export const imagingNormal = (r: Pick<RisReport, 'conclusion' | 'finding'>): boolean =>
  readsNormal(r.conclusion.trim() || r.finding.trim());

/** The exam's imaging reports in their order: the findings, and those read as normal. */
export function imagingReads(reports: readonly RisReport[]) {
  return {
    findings: reports.filter((r) => !imagingNormal(r)),
    normal: reports.filter(imagingNormal),
  };
}

/** Marks a centre prints that mark nothing: none, a dash, a slash, N, normal, negative. */
const UNMARKED = new Set(['', '-', '\u2014', '/', 'N', '\u6b63\u5e38', '\u9634\u6027']);

/**
 * A result the centre marked abnormal in a way the flagged values (abnormal.ts: status 1 or
 * 2, marks up, up-up, star, down) do not read: a mark of its own ("positive", "+", "H") or a
 * status other than none or normal.
 */
export function markedOtherwise(r: Pick<ReportResult, 'status' | 'prompt'>): boolean {
  if (resultSide(r) !== null) return false;
  return !UNMARKED.has(r.prompt.trim()) || (r.status !== null && r.status !== 0);
}

/** A finding in text: a result marked otherwise (`node` set) or an item's note (`node` null). */
export interface TextFinding {
  item: string;
  node: string | null;
  /** The result, or the note. */
  text: string;
  unit: string;
  /** The mark as printed ('' for a note). */
  mark: string;
  ref: string;
}

const squeeze = (s: string) => s.replace(/\s+/g, '');

/**
 * The text findings of a report, in its order: each result marked otherwise, and each item's
 * note (the department's summary) that does not read normal, but a note that only repeats an
 * imaging report's conclusion, which the imaging findings already show.
 */
export function textFindings(report: Pick<ExamReport, 'items' | 'risReports'>): TextFinding[] {
  const conclusions = new Set(report.risReports.map((r) => squeeze(r.conclusion)));
  const out: TextFinding[] = [];
  for (const item of report.items) {
    for (const r of item.result)
      if (markedOtherwise(r))
        out.push({
          item: item.item_name,
          node: r.node_name,
          text: r.node_result,
          unit: r.unit,
          mark: r.prompt.trim(),
          ref: r.ref_value,
        });
    const note = item.comment.trim();
    if (note && !readsNormal(note) && !conclusions.has(squeeze(note)))
      out.push({ item: item.item_name, node: null, text: note, unit: '', mark: '', ref: '' });
  }
  return out;
}
