import { describe, expect, it } from 'vitest';
import * as api from '../../../src/contract/index.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';

// Issue 11, item 9: the spec's package items carry nested items.
const ctx = useTestApp();

describe('GET /api/package/find: nested items', () => {
  it("answers a panel's parts under it, and no parts key on a single item", async () => {
    const { body } = await inject(ctx.app, api.packageFind, { hospid: 1, id: 1 });
    const liver = body.data.items.find((i) => i.item_code === 'GG01');
    expect(liver?.items?.map((p) => p.item_code)).toEqual([
      'GG01-ALT',
      'GG01-AST',
      'GG01-TBIL',
      'GG01-ALB',
    ]);
    expect(liver?.items?.every((p) => p.type === liver.type)).toBe(true);
    const single = body.data.items.find((i) => i.item_code === 'YB01');
    expect(single).toBeDefined();
    expect(single).not.toHaveProperty('items');
    // The parts are not items of the package in their own right.
    expect(body.data.items.some((i) => i.item_code.startsWith('GG01-'))).toBe(false);
  });
});
