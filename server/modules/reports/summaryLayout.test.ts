import { describe, expect, it } from 'vitest';
import { layOut, type LaidLine } from './pdf.ts';
import { summaryLines, type SummaryFacts } from './summaryLines.ts';

// Issue 38: the summary broke earlier values inside a number or a date ("4." / "51",
// "2024-01-" / "22") and printed every earlier value red, normal or not. Read on the lines
// as the page lays them out (pdf.ts layOut), not on pixels.

/** A flagged fasting glucose with three earlier values: one flagged, two normal. */
function factsWith(item: string): SummaryFacts {
  return {
    name: '王建国',
    sex: 1,
    age: 65,
    tjbh: 'T3',
    tjrq: '2026-01-20',
    branch: '康宁体检中心（滨江院区）',
    packageName: '父母关爱套餐',
    summary: '空腹血糖偏高',
    advice: '控制饮食，三个月后复查血糖',
    rows: [
      {
        item,
        node: '空腹血糖',
        value: '6.30',
        unit: 'mmol/L',
        ref: '3.9-6.1',
        side: 'high',
        mark: '↑',
        earlier: [
          { tjrq: '2025-01-20', value: '6.20', mark: '↑' },
          { tjrq: '2024-01-22', value: '4.51', mark: '' },
          { tjrq: '2023-01-18', value: '4.80', mark: '' },
        ],
      },
    ],
    imaging: { findings: [], normal: [] },
    texts: [],
    madeOn: '2026-02-01',
  };
}

const textOf = (line: LaidLine) => line.spans.map((s) => s.text).join('');

/** The laid-out lines of the glucose row (it starts with its item's name). */
async function rowLines(item: string): Promise<LaidLine[]> {
  const laid = await layOut(summaryLines(factsWith(item)).body);
  const first = laid.findIndex((l) => l.kind === 'row' && textOf(l).startsWith(item));
  const next = laid.findIndex((l, i) => i > first && l.indent === 0);
  return laid.slice(first, next);
}

/** Item names of every length from 1 to 40 characters: the row's breaks fall everywhere. */
const ITEMS = Array.from({ length: 40 }, (_, i) => `血糖检测${'项'.repeat(i)}`);

describe("the summary's head, as laid out on the page", () => {
  it('breaks between its fields, never inside one: the package name stays whole', async () => {
    const laid = (await layOut(summaryLines(factsWith(ITEMS[0]!)).body)).map(textOf);
    const at = laid.findIndex((l) => l.startsWith('体检日期：2026-01-20'));
    expect(laid.slice(at, at + 2)).toEqual([
      '体检日期：2026-01-20    体检编号：T3    体检机构：康宁体检中心（滨江院区）',
      '体检套餐：父母关爱套餐',
    ]);
  });
});

describe("the summary's earlier values, as laid out on the page", () => {
  it('never break inside a number or a date, wherever the line ends', async () => {
    let wrapped = 0;
    for (const item of ITEMS) {
      const lines = (await rowLines(item)).map(textOf);
      if (lines.length > 1) wrapped += 1;
      for (const whole of ['4.51', '2024-01-22', '6.20', '2025-01-20', '6.30', '3.9-6.1'])
        expect({ item, whole, lines: lines.filter((l) => l.includes(whole)).length }).toEqual({
          item,
          whole,
          lines: 1,
        });
      // A date stays beside its value.
      expect(lines.some((l) => l.includes('2024-01-22\u00a04.51'))).toBe(true);
    }
    // The row runs onto a second line for most of the names: the breaks were tested.
    expect(wrapped).toBeGreaterThan(20);
  });

  it('are red only when flagged then; the value of this exam is red, its name and range are not', async () => {
    const spans = (await rowLines(ITEMS[0]!)).flatMap((l) => l.spans);
    const red = (text: string) => spans.find((s) => s.text.includes(text))?.red === true;
    expect(red('6.30 mmol/L ↑')).toBe(true);
    expect(red('2025-01-20\u00a06.20↑')).toBe(true);
    expect(red('2024-01-22\u00a04.51')).toBe(false);
    expect(red('2023-01-18\u00a04.80')).toBe(false);
    expect(red('空腹血糖')).toBe(false);
    expect(red('3.9-6.1')).toBe(false);
  });
});
