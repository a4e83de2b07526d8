import { describe, expect, it } from 'vitest';
import { item, node } from './reportSamples';
import {
  ageOn,
  earlierExams,
  summaryEnabled,
  summaryRows,
  SUMMARY_SWITCH,
  type EarlierValue,
} from './summary';

const earlier = (tjbh: string, tjrq: string, node: string, value: string, prompt = '') =>
  ({ tjbh, tjrq, item: 'lipids', node, value, prompt }) satisfies EarlierValue;

const report = {
  tjbh: 'T4',
  items: [
    item('general', [node({ node_name: 'bmi', node_result: '22', ref_value: '18.5-23.9' })], 0),
    item('lipids', [
      node({ node_name: 'chol', node_result: '4.8', ref_value: '<5.2' }),
      node({ node_name: 'tg', node_result: '2.4', prompt: '\u2191', status: 1, ref_value: '<1.7' }),
      node({
        node_name: 'hdl',
        node_result: '0.9',
        prompt: '\u2193',
        status: 2,
        ref_value: '>1.04',
      }),
    ]),
  ],
};

describe('summaryRows', () => {
  it('lists only the abnormal values, in the report order, each with its range', () => {
    const rows = summaryRows(report, []);
    expect(rows.map((r) => [r.node, r.value, r.ref, r.side])).toEqual([
      ['tg', '2.4', '<1.7', 'high'],
      ['hdl', '0.9', '>1.04', 'low'],
    ]);
    expect(rows.every((r) => r.earlier.length === 0)).toBe(true);
  });

  it("puts beside each one the same node's values of the three newest earlier exams, newest first", () => {
    const values = [
      earlier('T1', '2022-05-01', 'tg', '1.5'),
      earlier('T3', '2024-05-01', 'tg', '2.1', '\u2191 '),
      earlier('T2', '2023-05-01', 'tg', '1.8', '\u2191'),
      earlier('T0', '2021-05-01', 'tg', '1.2'),
      earlier('T3', '2024-05-01', 'hdl', '1.0', '\u2193'),
    ];
    const [tg, hdl] = summaryRows(report, values);
    expect(tg!.earlier).toEqual([
      { tjrq: '2024-05-01', value: '2.1', mark: '\u2191' },
      { tjrq: '2023-05-01', value: '1.8', mark: '\u2191' },
      { tjrq: '2022-05-01', value: '1.5', mark: '' },
    ]);
    // An exam without the node (T2 and T1 have no hdl) leaves no entry.
    expect(hdl!.earlier).toEqual([{ tjrq: '2024-05-01', value: '1.0', mark: '\u2193' }]);
  });

  it("never counts the summarised exam's own values as earlier ones", () => {
    const [tg] = summaryRows(report, [
      earlier('T4', '2025-05-01', 'tg', '2.4', '\u2191'),
      earlier('T3', '2024-05-01', 'tg', '2.1'),
    ]);
    expect(tg!.earlier.map((e) => e.value)).toEqual(['2.1']);
  });

  it('matches a node by its item too: a node of the same name in another item is not it', () => {
    const [tg] = summaryRows(report, [
      { ...earlier('T3', '2024-05-01', 'tg', '9'), item: 'other' },
    ]);
    expect(tg!.earlier).toEqual([]);
  });
});

describe('earlierExams', () => {
  it('takes the newest, by date then exam number, at most max', () => {
    const values = [
      earlier('A1', '2023-01-01', 'x', '1'),
      earlier('A3', '2024-01-01', 'x', '1'),
      earlier('A2', '2024-01-01', 'x', '1'),
      earlier('A0', '2020-01-01', 'x', '1'),
    ];
    expect(earlierExams(values, 2)).toEqual(['A3', 'A2']);
    expect(earlierExams(values)).toEqual(['A3', 'A2', 'A1']);
  });
});

describe('ageOn', () => {
  it('counts whole years, the birthday itself included', () => {
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36);
    expect(ageOn('1990-06-15', '2026-12-01')).toBe(36);
  });
  it('is null without a birth date or before it', () => {
    expect(ageOn(null, '2026-01-01')).toBeNull();
    expect(ageOn('', '2026-01-01')).toBeNull();
    expect(ageOn('2027-01-01', '2026-01-01')).toBeNull();
  });
});

describe('summaryEnabled', () => {
  const config = (value: string) => [{ code: SUMMARY_SWITCH, value, detail_note: null }];
  it('is on only when the branch says yes; absent is off', () => {
    expect(summaryEnabled(config('\u662f'))).toBe(true);
    expect(summaryEnabled(config('\u5426'))).toBe(false);
    expect(summaryEnabled([])).toBe(false);
    expect(
      summaryEnabled([{ code: 'report_enable_pdf', value: '\u662f', detail_note: null }]),
    ).toBe(false);
  });
});
