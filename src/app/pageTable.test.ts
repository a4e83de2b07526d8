import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/kit/routes';
import { pageLoaders } from './pageTable';

describe('page table', () => {
  it('names a page for every route that is not still in development', () => {
    const missing = ROUTES.filter(
      (r) => r.path !== '/' && !r.developing && !(r.path in pageLoaders),
    ).map((r) => r.path);
    expect(missing).toEqual([]);
  });

  it('names only routes of the table', () => {
    const known = new Set(ROUTES.map((r) => r.path));
    expect(Object.keys(pageLoaders).filter((p) => !known.has(p))).toEqual([]);
  });
});
