import { describe, expect, it } from 'vitest';
import type { ReportTrendPoint } from '@/contract';
import { dateSeconds, trendSeries, xRange } from './reportTrend';

const point = (tjrq: string, node_result: string, ref_value = '<1.7'): ReportTrendPoint => ({
  tjbh: `T${tjrq.replaceAll('-', '')}`,
  tjrq,
  node_result,
  prompt: '',
  ref_value,
  unit: 'mmol/L',
  status: 0,
});

describe('trendSeries', () => {
  it('orders the exams oldest first and reads their numbers', () => {
    const s = trendSeries([
      point('2026-10-24', '2.3'),
      point('2024-01-08', '1.4'),
      point('2025-01-01', '1.7'),
    ]);
    expect(s.dates).toEqual(['2024-01-08', '2025-01-01', '2026-10-24']);
    expect(s.ys).toEqual([1.4, 1.7, 2.3]);
    expect(s.xs).toEqual(s.dates.map(dateSeconds));
  });

  it("takes the latest exam's range as the band", () => {
    const s = trendSeries([point('2024-01-08', '40', '9-50'), point('2026-01-08', '60', '9-40')]);
    expect(s.band).toEqual({ low: 9, high: 40 });
  });

  it('spans every value and the band, with a margin', () => {
    const s = trendSeries([point('2024-01-08', '1.0'), point('2025-01-08', '2.0')]);
    // Values 1.0..2.0, band upper 1.7: the span is 1.0, the margin 0.15.
    expect(s.yMin).toBeCloseTo(0.85);
    expect(s.yMax).toBeCloseTo(2.15);
    const banded = trendSeries([point('2024-01-08', '5', '3.9-6.1')]);
    expect(banded.yMin).toBeLessThan(3.9);
    expect(banded.yMax).toBeGreaterThan(6.1);
  });

  it('leaves a gap for a text result and has no band for a text range', () => {
    const s = trendSeries([
      point('2024-01-08', 'negative', 'negative'),
      point('2025-01-08', '3', 'negative'),
    ]);
    expect(s.ys).toEqual([null, 3]);
    expect(s.band).toBeNull();
    expect(s.yMax).toBeGreaterThan(3);
    expect(s.yMin).toBeLessThan(3);
  });

  it('draws an empty series without failing', () => {
    const s = trendSeries([]);
    expect(s.xs).toEqual([]);
    expect(s.yMin).toBeLessThan(s.yMax);
  });
});

describe('dateSeconds and xRange', () => {
  it('reads a date at noon China time', () => {
    expect(dateSeconds('2026-01-01')).toBe(Date.UTC(2026, 0, 1, 4) / 1000);
  });
  it('leaves a month either side of a short span', () => {
    const [a, b] = xRange([dateSeconds('2025-01-01'), dateSeconds('2025-06-01')]);
    expect(dateSeconds('2025-01-01') - a).toBe(30 * 86_400);
    expect(b - dateSeconds('2025-06-01')).toBe(30 * 86_400);
  });
  it('leaves a tenth of a long span either side', () => {
    const [first, last] = [dateSeconds('2023-01-01'), dateSeconds('2026-01-01')];
    const [a, b] = xRange([first, last]);
    expect(first - a).toBe((last - first) / 10);
    expect(b - last).toBe((last - first) / 10);
  });
});
