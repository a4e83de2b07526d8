import { describe, expect, it } from 'vitest';
import type { HospConfig } from '@/contract';
import {
  canChooseMore,
  canCompare,
  compareReady,
  daysSinceExam,
  highLow,
  markDirection,
  markFor,
  parseRange,
  progressStep,
  ratingComplete,
  ratingReply,
  ratingRequired,
  reportTab,
  statusDirection,
  statusOfMark,
} from './reports';

const YES = '\u662f';
const NO = '\u5426';
const replies = 'one|two|three|four|five';
const configs = (gate: string, response = replies): HospConfig[] => [
  { code: 'rating_before_report', value: gate, detail_note: null },
  { code: 'user_rating_response', value: response, detail_note: null },
];

describe('progressStep', () => {
  it('arrived while tjzt is 0 or 1, summarised at 2', () => {
    expect(progressStep({ tjzt: 0, zjzt: 0, qcResult: '' })).toBe(0);
    expect(progressStep({ tjzt: 1, zjzt: 0, qcResult: '' })).toBe(0);
    expect(progressStep({ tjzt: 2, zjzt: 0, qcResult: '' })).toBe(1);
  });
  it('chief review when checked but held by quality control, or finished and unchecked', () => {
    expect(progressStep({ tjzt: 3, zjzt: 1, qcResult: '0' })).toBe(2);
    expect(progressStep({ tjzt: 3, zjzt: 0, qcResult: '1' })).toBe(2);
  });
  it('published when zjzt is above 0 and qcResult is not 0', () => {
    expect(progressStep({ tjzt: 3, zjzt: 1, qcResult: '1' })).toBe(3);
    expect(progressStep({ tjzt: 3, zjzt: 2, qcResult: '' })).toBe(3);
  });
});

describe('reportTab and compare eligibility', () => {
  it('zjzt 0 or qcResult 0 is processing, the rest completed', () => {
    expect(reportTab({ tjzt: 3, zjzt: 0, qcResult: '1' })).toBe('processing');
    expect(reportTab({ tjzt: 3, zjzt: 1, qcResult: '0' })).toBe('processing');
    expect(reportTab({ tjzt: 3, zjzt: 1, qcResult: '1' })).toBe('completed');
  });
  it('only published reports can be chosen', () => {
    expect(canCompare({ zjzt: 1, qcResult: '1' })).toBe(true);
    expect(canCompare({ zjzt: 0, qcResult: '1' })).toBe(false);
    expect(canCompare({ zjzt: 1, qcResult: '0' })).toBe(false);
  });
  it('needs 2 to 5 chosen; a sixth cannot be ticked', () => {
    expect(compareReady(0)).toBe(false);
    expect(compareReady(1)).toBe(false);
    expect(compareReady(2)).toBe(true);
    expect(compareReady(5)).toBe(true);
    expect(compareReady(6)).toBe(false);
    expect(canChooseMore(4)).toBe(true);
    expect(canChooseMore(5)).toBe(false);
  });
});

describe('marks', () => {
  it('reads printed marks: up, double up and asterisk are higher, down is lower', () => {
    expect(markDirection('\u2191')).toBe('high');
    expect(markDirection('\u2191\u2191')).toBe('high');
    expect(markDirection('*')).toBe('high');
    expect(markDirection('\u2193')).toBe('low');
    expect(markDirection('')).toBeNull();
    expect(markDirection(null)).toBeNull();
    expect(statusDirection(1)).toBe('high');
    expect(statusDirection(2)).toBe('low');
    expect(statusDirection(0)).toBeNull();
  });
  it('parses ranges in their usual spellings', () => {
    expect(parseRange('3.9-6.1')).toEqual({ low: 3.9, high: 6.1 });
    expect(parseRange('3.9~6.1')).toEqual({ low: 3.9, high: 6.1 });
    expect(parseRange('<5.2')).toEqual({ low: null, high: 5.2 });
    expect(parseRange('\u226440')).toEqual({ low: null, high: 40 });
    expect(parseRange('>1.04')).toEqual({ low: 1.04, high: null });
    expect(parseRange('negative')).toBeNull();
  });
  it('high and low against the range, bounds included as normal', () => {
    expect(highLow('6.1', '3.9-6.1')).toBeNull();
    expect(highLow('3.9', '3.9-6.1')).toBeNull();
    expect(highLow('6.2', '3.9-6.1')).toBe('high');
    expect(highLow('3.8', '3.9-6.1')).toBe('low');
    expect(highLow('0.9', '>1.04')).toBe('low');
    expect(highLow('abc', '3.9-6.1')).toBeNull();
  });
  it('marks up, double up from a range width above, down, and * for a text result', () => {
    expect(markFor('6.5', '3.9-6.1')).toBe('\u2191');
    expect(markFor('8.29', '3.9-6.1')).toBe('\u2191');
    expect(markFor('8.3', '3.9-6.1')).toBe('\u2191\u2191');
    expect(markFor('100', '<50')).toBe('\u2191\u2191');
    expect(markFor('99', '<50')).toBe('\u2191');
    expect(markFor('3.0', '3.9-6.1')).toBe('\u2193');
    expect(markFor('5.0', '3.9-6.1')).toBeNull();
    expect(markFor('positive', 'negative')).toBe('*');
    expect(markFor('negative', 'negative')).toBeNull();
    expect(statusOfMark('\u2193')).toBe(2);
    expect(statusOfMark('*')).toBe(1);
    expect(statusOfMark(null)).toBe(0);
  });
});

describe('rating gate', () => {
  const now = new Date('2026-11-23T10:00:00+08:00');
  it('counts whole days in China time', () => {
    expect(daysSinceExam('2026-11-23', now)).toBe(0);
    expect(daysSinceExam('2026-05-27', now)).toBe(180);
  });
  it('forces rating under 180 days, not at 180 exactly', () => {
    expect(ratingRequired(configs(YES), { tjrq: '2026-05-28', is_rated: false }, now)).toBe(true);
    expect(ratingRequired(configs(YES), { tjrq: '2026-05-27', is_rated: false }, now)).toBe(false);
    expect(ratingRequired(configs(YES), { tjrq: '2026-11-23', is_rated: false }, now)).toBe(true);
  });
  it('not when rated, not when the flag is off or missing', () => {
    expect(ratingRequired(configs(YES), { tjrq: '2026-11-01', is_rated: true }, now)).toBe(false);
    expect(ratingRequired(configs(NO), { tjrq: '2026-11-01', is_rated: false }, now)).toBe(false);
    expect(ratingRequired([], { tjrq: '2026-11-01', is_rated: false }, now)).toBe(false);
  });
  it('needs the total and every item rated', () => {
    expect(ratingComplete(3, [{ rating: 5 }, { rating: 1 }])).toBe(true);
    expect(ratingComplete(0, [{ rating: 5 }])).toBe(false);
    expect(ratingComplete(3, [{ rating: 5 }, { rating: 0 }])).toBe(false);
    expect(ratingComplete(3, [])).toBe(false);
  });
  it('replies by star count from the pipe-split config', () => {
    expect(ratingReply(configs(YES), 1)).toBe('one');
    expect(ratingReply(configs(YES), 5)).toBe('five');
    expect(ratingReply(configs(YES), 0)).toBeNull();
    expect(ratingReply(configs(YES), 6)).toBeNull();
    expect(ratingReply(configs(YES, 'a|b'), 4)).toBeNull();
    expect(ratingReply([], 3)).toBeNull();
  });
});
