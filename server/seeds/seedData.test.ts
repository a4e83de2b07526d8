import { describe, expect, it } from 'vitest';
import { hospitals, timeRanges } from './seedData.ts';

const minutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** The "HH:MM-HH:MM" spans a text names, in minutes of the day. */
function spans(text: string): Array<[number, number]> {
  return [...text.matchAll(/(\d{2}:\d{2})-(\d{2}:\d{2})/g)].map((m) => [
    minutes(m[1] ?? ''),
    minutes(m[2] ?? ''),
  ]);
}

describe('demo data', () => {
  // The home page shows open_hour; the booking form offers the time ranges.
  it('opening hours cover every bookable time range of the branch', () => {
    for (const range of timeRanges) {
      const hospital = hospitals.find((h) => h.id === range.hosp_id);
      const open = spans(hospital?.open_hour ?? '');
      const [[start, end] = [0, 0]] = spans(range.name);
      const covered = open.some(([from, to]) => from <= start && end <= to);
      expect(covered, `${range.name} outside "${hospital?.open_hour}"`).toBe(true);
    }
  });
});
