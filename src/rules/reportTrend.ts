// A value's trend across exams (beyond the spec): the series a chart draws, and the
// reference band behind it.
import type { ReportTrendPoint } from '@/contract';
import { numericValue, parseRange, type Range } from './reports';

const DAY_S = 86_400;

export interface TrendSeries {
  /** Exam dates, oldest first. */
  dates: string[];
  /** Seconds since 1970 of each exam date, for a time axis. */
  xs: number[];
  /** The numeric values; null where an exam printed text ("see report"). */
  ys: Array<number | null>;
  /** The latest exam's range: ranges change with a lab's method, the latest is the one that holds. */
  band: Range | null;
  /** The y axis: every value and the band's bounds, with a margin. */
  yMin: number;
  yMax: number;
}

/** Seconds of a YYYY-MM-DD date at noon in China, so a day never slips across time zones. */
export const dateSeconds = (date: string): number =>
  Date.parse(`${date.slice(0, 10)}T12:00:00+08:00`) / 1000;

export function trendSeries(points: readonly ReportTrendPoint[]): TrendSeries {
  const sorted = [...points].sort((a, b) => a.tjrq.localeCompare(b.tjrq));
  const ys = sorted.map((p) => numericValue(p.node_result));
  const band = parseRange(sorted.at(-1)?.ref_value);
  const known = [
    ...ys.filter((y): y is number => y !== null),
    ...(band ? [band.low, band.high].filter((b): b is number => b !== null) : []),
  ];
  const lo = known.length ? Math.min(...known) : 0;
  const hi = known.length ? Math.max(...known) : 1;
  const margin = (hi - lo || Math.abs(hi) || 1) * 0.15;
  return {
    dates: sorted.map((p) => p.tjrq),
    xs: sorted.map((p) => dateSeconds(p.tjrq)),
    ys,
    band,
    yMin: lo - margin,
    yMax: hi + margin,
  };
}

/**
 * The x axis: room either side (a tenth of the span, at least a month), so the first and
 * last points and their date labels are not cut by the edge.
 */
export function xRange(xs: readonly number[]): [number, number] {
  if (xs.length === 0) return [0, DAY_S];
  const [lo, hi] = [Math.min(...xs), Math.max(...xs)];
  const room = Math.max(30 * DAY_S, (hi - lo) / 10);
  return [lo - room, hi + room];
}
