// Issue 39, item 5: an order's person's age is the one ageOn of src/rules, on China's date,
// not on the server's UTC one.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PersonalOrder } from '../../../src/contract/index.ts';
import * as api from '../../../src/contract/index.ts';
import { demoSelfProfileId, demoToken } from '../../test/auth.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';

const ctx = useTestApp();
let token = '';
let profileId = 0;

beforeAll(async () => {
  token = await demoToken(ctx.app, 0);
  profileId = await demoSelfProfileId(ctx.db, 0);
  await ctx.db.query("UPDATE user_profiles SET birth = '1990-06-15' WHERE id = $1", [profileId]);
});

afterEach(() => {
  vi.useRealTimers();
});

/** The draft's person's age, the draft made at `at` by the server's clock. */
async function ageAt(at: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(at));
  const body = { hospId: 1, packageId: 1, profileId };
  const res = await inject(ctx.app, api.createUserOrder, body, token);
  expect(res.status).toBe(200);
  return (res.body.data as PersonalOrder).age;
}

describe("an order's person's age", () => {
  it('turns on the birthday in China, while it is still the day before in UTC', async () => {
    // 2026-06-14 17:00 UTC is 2026-06-15 01:00 in China: the 36th birthday has come.
    expect(await ageAt('2026-06-14T17:00:00Z')).toBe(36);
    // 2026-06-14 15:00 UTC is 23:00 in China, still the day before.
    expect(await ageAt('2026-06-14T15:00:00Z')).toBe(35);
  });
});
