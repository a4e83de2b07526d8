// The report detail's abnormal card (beyond the spec): every value of an exam that is out
// of its range, in report order, with the side it falls on.
import type { ExamReport, ReportResult } from '@/contract';
import { markDirection, numericValue, statusDirection } from './reports';

export type Side = 'high' | 'low';

export interface AbnormalValue {
  item: string;
  node: string;
  value: string;
  unit: string;
  ref: string;
  side: Side;
  /** The mark as the report printed it ('' when only the status said so). */
  mark: string;
}

/** The side of one result: its status (1 high, 2 low) first, else its printed mark. */
export function resultSide(r: Pick<ReportResult, 'status' | 'prompt'>): Side | null {
  return statusDirection(r.status) ?? markDirection(r.prompt);
}

/** Every abnormal value of the exam's physical and lab items, in the report's order. */
export function abnormalValues(report: Pick<ExamReport, 'items'>): AbnormalValue[] {
  const out: AbnormalValue[] = [];
  for (const item of report.items)
    for (const r of item.result) {
      const side = resultSide(r);
      if (side)
        out.push({
          item: item.item_name,
          node: r.node_name,
          value: r.node_result,
          unit: r.unit,
          ref: r.ref_value,
          side,
          mark: r.prompt.trim(),
        });
    }
  return out;
}

/** A value has a trend worth drawing when it is a number: text results ("negative") do not. */
export const hasTrend = (r: Pick<ReportResult, 'node_result'>): boolean =>
  numericValue(r.node_result) !== null;

/** How a value reads against its range: the word beside it says so, never colour alone. */
export type Reading = 'high' | 'low' | 'abnormal' | 'normal';

export interface ReadingMark {
  reading: Reading;
  /** The sign printed before the word: ↑ (↑↑ when the report printed it), ↓, * or none. */
  sign: string;
}

/**
 * The sign and word of a value from its side and the report's printed mark: ↑/↑↑ high,
 * ↓ low, * abnormal (a text result such as a positive where negative is expected; the spec counts
 * it with the higher marks), and only the word "normal" for a value in range.
 */
export function readingOf(side: Side | null, printed: string | null | undefined): ReadingMark {
  const p = (printed ?? '').trim();
  if (side === 'low') return { reading: 'low', sign: '\u2193' };
  if (side === 'high') {
    if (p === '*') return { reading: 'abnormal', sign: '*' };
    return { reading: 'high', sign: p === '\u2191\u2191' ? p : '\u2191' };
  }
  return { reading: 'normal', sign: '' };
}
