import { describe, expect, it } from 'vitest';
import type { PackageSummary } from '@/contract';
import { comparePackages, shownForSex } from './packageOrder';

const pkg = (id: number, sort: number, appoint_count: number, sale_price: number) =>
  ({ id, sort, appoint_count, sale_price, sex_limit: 0 }) as PackageSummary;

// Ids 1..5: sort ties between 1 and 2 (broken by bookings), 4 and 5 tie on everything.
const list = [
  pkg(1, 2, 5, 300),
  pkg(2, 2, 9, 100),
  pkg(3, 1, 1, 200),
  pkg(4, 3, 9, 300),
  pkg(5, 3, 9, 300),
];
const ids = (sort: Parameters<typeof comparePackages>[0]) =>
  [...list].sort(comparePackages(sort)).map((p) => p.id);

describe('comparePackages', () => {
  it('orders by sort then most booked, then id', () => {
    expect(ids('default')).toEqual([3, 2, 1, 4, 5]);
  });
  it('orders by bookings, then id', () => {
    expect(ids('sale')).toEqual([2, 4, 5, 1, 3]);
  });
  it('orders by price either way, ties by id ascending', () => {
    expect(ids('priceAsc')).toEqual([2, 3, 1, 4, 5]);
    expect(ids('priceDesc')).toEqual([1, 4, 5, 3, 2]);
  });
});

describe('shownForSex', () => {
  it('keeps unlimited packages and those of the chosen sex', () => {
    expect(shownForSex({ sex_limit: 0 }, 1)).toBe(true);
    expect(shownForSex({ sex_limit: 1 }, 1)).toBe(true);
    expect(shownForSex({ sex_limit: 2 }, 1)).toBe(false);
    expect(shownForSex({ sex_limit: 2 }, 0)).toBe(true);
  });
});
