import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/testApp.ts';
import { SESSION } from '../auth/index.ts';
import { removeExpired } from './repository.ts';

// Issue 10, item 9: what visitors leave behind is removed once it has run its course.
const ctx = useTestApp();

const count = async (sql: string, params: unknown[] = []) =>
  (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]!.n;

describe('removeExpired', () => {
  it('removes expired captchas, old SMS codes and old drafts, and keeps what is live', async () => {
    await ctx.db.query(
      `INSERT INTO captchas (key, answer, expires_at) VALUES
         ('old-captcha', 'a', now() - interval '1 minute'), ('live-captcha', 'b', now() + interval '5 minutes')`,
    );
    await ctx.db.query(
      `INSERT INTO sms_codes (mobile, code_hash, created_at, expires_at) VALUES
         ('13900000001', 'x', now() - interval '2 days', now() - interval '2 days'),
         ('13900000002', 'y', now(), now() + interval '5 minutes')`,
    );
    await ctx.db.query(
      `INSERT INTO personal_orders (order_no, hosp_id, account_id, profile_id, package_id, total_price, created_at)
       SELECT 'P20200101000001', 1, p.account_id, p.id, (SELECT min(id) FROM packages), 100,
              now() - interval '3 days'
         FROM user_profiles p ORDER BY p.id LIMIT 1`,
    );
    const bookedBefore = await count('personal_orders WHERE appoint_status <> 0');

    const removed = await removeExpired(ctx.db);
    expect(removed).toMatchObject({ captchas: 1, sms_codes: 1, drafts: 1 });
    expect(await count("captchas WHERE key IN ('old-captcha', 'live-captcha')")).toBe(1);
    expect(await count("captchas WHERE key = 'live-captcha'")).toBe(1);
    expect(await count("sms_codes WHERE mobile = '13900000002'")).toBe(1);
    expect(await count("personal_orders WHERE order_no = 'P20200101000001'")).toBe(0);
    // Bookings are never touched.
    expect(await count('personal_orders WHERE appoint_status <> 0')).toBe(bookedBefore);

    expect(Object.values(await removeExpired(ctx.db)).every((n) => n === 0)).toBe(true);
  });
});

describe('removeExpired and sessions', () => {
  it('removes a session 30 days after it ended, idle ones included, and keeps the rest', async () => {
    const idle = SESSION.idleDays;
    await ctx.db.query(
      `INSERT INTO sessions (token_hash, account_id, expires_at, last_used_at, revoked_at)
       SELECT name, (SELECT min(id) FROM user_accounts), now() + interval '20 days', used, revoked
         FROM (VALUES
           ('hk-idle-long-ago', now() - make_interval(days => $1 + 31), NULL::timestamptz),
           ('hk-idle-lately', now() - make_interval(days => $1 + 3), NULL),
           ('hk-ended-long-ago', now() - interval '40 days', now() - interval '31 days'),
           ('hk-live', now(), NULL)
         ) AS v (name, used, revoked)`,
      [idle],
    );
    await removeExpired(ctx.db);
    const left = await ctx.db.query<{ token_hash: string }>(
      "SELECT token_hash FROM sessions WHERE token_hash LIKE 'hk-%' ORDER BY token_hash",
    );
    expect(left.map((r) => r.token_hash)).toEqual(['hk-idle-lately', 'hk-live']);
  });
});
