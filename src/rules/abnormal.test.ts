import { describe, expect, it } from 'vitest';
import { item, node } from './reportSamples';
import { abnormalValues, hasTrend, readingOf, resultSide } from './abnormal';

describe('resultSide', () => {
  it('reads status 1 as high and 2 as low', () => {
    expect(resultSide({ status: 1, prompt: '' })).toBe('high');
    expect(resultSide({ status: 2, prompt: '' })).toBe('low');
  });
  it('falls back to the printed mark when the status says nothing', () => {
    expect(resultSide({ status: null, prompt: '\u2191\u2191' })).toBe('high');
    expect(resultSide({ status: 0, prompt: '*' })).toBe('high');
    expect(resultSide({ status: null, prompt: '\u2193' })).toBe('low');
  });
  it('is null for a normal value', () => {
    expect(resultSide({ status: 0, prompt: '' })).toBeNull();
    expect(resultSide({ status: null, prompt: ' ' })).toBeNull();
  });
});

describe('abnormalValues', () => {
  it('lists every abnormal value of every item in report order', () => {
    const report = {
      items: [
        item(
          'General',
          [node({ node_name: 'BMI', node_result: '25.1', status: 1, prompt: '\u2191' })],
          0,
        ),
        item('Lipids', [
          node({ node_name: 'TC', node_result: '4.8' }),
          node({
            node_name: 'TG',
            node_result: '2.3',
            status: 1,
            prompt: '\u2191',
            ref_value: '<1.7',
            unit: 'mmol/L',
          }),
          node({
            node_name: 'HDL',
            node_result: '0.9',
            status: 2,
            prompt: '\u2193',
            ref_value: '>1.04',
          }),
        ]),
        item('Urine', [node({ node_name: 'PRO', node_result: 'trace', prompt: '*', status: 1 })]),
      ],
    };
    const found = abnormalValues(report);
    expect(found.map((a) => [a.node, a.side])).toEqual([
      ['BMI', 'high'],
      ['TG', 'high'],
      ['HDL', 'low'],
      ['PRO', 'high'],
    ]);
    expect(found[1]).toEqual({
      item: 'Lipids',
      node: 'TG',
      value: '2.3',
      unit: 'mmol/L',
      ref: '<1.7',
      side: 'high',
      mark: '\u2191',
    });
  });
  it('is empty for a report with nothing out of range', () => {
    expect(abnormalValues({ items: [item('Lipids', [node({})])] })).toEqual([]);
    expect(abnormalValues({ items: [] })).toEqual([]);
  });
});

describe('hasTrend', () => {
  it('is true for numbers only', () => {
    expect(hasTrend({ node_result: '5.4' })).toBe(true);
    expect(hasTrend({ node_result: '-1' })).toBe(true);
    expect(hasTrend({ node_result: 'negative' })).toBe(false);
    expect(hasTrend({ node_result: '' })).toBe(false);
  });
});

describe('readingOf', () => {
  it('names a high value with its arrow, keeping a printed double arrow', () => {
    expect(readingOf('high', '')).toEqual({ reading: 'high', sign: '\u2191' });
    expect(readingOf('high', '\u2191')).toEqual({ reading: 'high', sign: '\u2191' });
    expect(readingOf('high', ' \u2191\u2191 ')).toEqual({ reading: 'high', sign: '\u2191\u2191' });
  });
  it('names a low value with the down arrow', () => {
    expect(readingOf('low', '\u2193')).toEqual({ reading: 'low', sign: '\u2193' });
    expect(readingOf('low', '')).toEqual({ reading: 'low', sign: '\u2193' });
  });
  it('names a starred text result abnormal, not higher', () => {
    expect(readingOf('high', '*')).toEqual({ reading: 'abnormal', sign: '*' });
  });
  it('reads a value without a side as normal, with no sign', () => {
    expect(readingOf(null, '')).toEqual({ reading: 'normal', sign: '' });
    expect(readingOf(null, undefined)).toEqual({ reading: 'normal', sign: '' });
  });
});
