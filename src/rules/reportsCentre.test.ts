import { describe, expect, it } from 'vitest';
import { compareCells, compareNumbers, entriesOfTab, toggleCompare } from './reports';

// The report centre's and the compare list's choices (src/rules/reports.ts).
const published = (tjbh: string) => ({ tjbh, tjzt: 3, zjzt: 1, qcResult: '1' });

describe('entriesOfTab', () => {
  const exams = [
    published('A0001'),
    { tjbh: 'A0002', tjzt: 2, zjzt: 0, qcResult: '' },
    { tjbh: 'A0003', tjzt: 3, zjzt: 1, qcResult: '0' },
    published('A0004'),
  ];
  it('lists published exams as completed, in the given order', () => {
    expect(entriesOfTab(exams, 'completed').map((e) => e.tjbh)).toEqual(['A0001', 'A0004']);
  });
  it('lists unchecked and held-back exams as processing', () => {
    expect(entriesOfTab(exams, 'processing').map((e) => e.tjbh)).toEqual(['A0002', 'A0003']);
  });
});

describe('toggleCompare', () => {
  it('ticks a published exam and unticks it again', () => {
    const one = toggleCompare([], published('B0001'));
    expect(one).toEqual(['B0001']);
    expect(toggleCompare(['B0001'], published('B0001'))).toEqual([]);
  });
  it('refuses an exam still in progress or held back by quality control', () => {
    expect(toggleCompare([], { tjbh: 'B0002', tjzt: 2, zjzt: 0, qcResult: '' })).toBe('closed');
    expect(toggleCompare([], { tjbh: 'B0003', tjzt: 3, zjzt: 1, qcResult: '0' })).toBe('closed');
  });
  it('takes five and refuses the sixth, which unticking makes room for', () => {
    const five = ['C0001', 'C0002', 'C0003', 'C0004', 'C0005'];
    expect(toggleCompare(five.slice(0, 4), published('C0005'))).toEqual(five);
    expect(toggleCompare(five, published('C0006'))).toBe('full');
    expect(toggleCompare(five, published('C0003'))).toEqual(['C0001', 'C0002', 'C0004', 'C0005']);
  });
});

describe('compareNumbers', () => {
  it('reads a comma-joined list, dropping blanks, repeats and malformed numbers', () => {
    expect(compareNumbers('T001,T002, T001,,x-1,T003')).toEqual(['T001', 'T002', 'T003']);
  });
  it('keeps at most five', () => {
    expect(compareNumbers('T001,T002,T003,T004,T005,T006')).toHaveLength(5);
  });
  it('is empty without a list', () => {
    expect(compareNumbers(null)).toEqual([]);
    expect(compareNumbers('')).toEqual([]);
  });
});

describe('compareCells', () => {
  const row = {
    refValue: '3.9-6.1',
    value1: '7.2',
    value2: '13.5',
    value3: '3.1',
    value4: '5.0',
    value5: '',
    prompt1: '',
    prompt2: '',
    prompt3: '\u2193',
    prompt4: '*',
    prompt5: '',
  };
  it('keeps the printed mark and marks unmarked values against the range', () => {
    expect(compareCells(row, 4)).toEqual([
      { value: '7.2', mark: '\u2191', direction: 'high' },
      { value: '13.5', mark: '\u2191\u2191', direction: 'high' },
      { value: '3.1', mark: '\u2193', direction: 'low' },
      { value: '5.0', mark: '*', direction: 'high' },
    ]);
  });
  it('gives as many cells as exams, at most five, an empty value unmarked', () => {
    expect(compareCells(row, 2)).toHaveLength(2);
    expect(compareCells(row, 9)).toHaveLength(5);
    expect(compareCells(row, 5)[4]).toEqual({ value: '', mark: null, direction: null });
  });
  it('leaves a normal value unmarked', () => {
    expect(compareCells({ ...row, value1: '5.4' }, 1)).toEqual([
      { value: '5.4', mark: null, direction: null },
    ]);
  });
});
