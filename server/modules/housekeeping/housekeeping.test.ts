import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/testApp.ts';
import { CLEAN_UPS } from './cleanUps.ts';
import { removeExpired, vacuumIfDue } from './repository.ts';

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

describe('removeExpired, by the modules that own the rows', () => {
  it("runs each registered module's clean-up and answers every table's count once", async () => {
    expect(Object.keys(CLEAN_UPS)).toEqual([
      'auth',
      'simulators',
      'sso',
      'queue',
      'shares',
      'orders',
      'content',
      'wechatPay',
    ]);
    expect(Object.keys(await removeExpired(ctx.db)).sort()).toEqual([
      'article_visits',
      'auth_attempts',
      'binding_tickets',
      'captchas',
      'drafts',
      'queue_keys',
      'report_share_opens',
      'report_share_opens_beyond',
      'report_shares',
      'sessions',
      'sms_codes',
      'sms_outbox',
      'sms_sends',
      'sso_codes',
      'verified_signs',
      'wechatpay_notices',
      'wx_message_outbox',
      'wx_oauth_codes',
    ]);
  });
});

describe('removeExpired and sessions', () => {
  it('removes a session 30 days after it ended or expired, and keeps the rest', async () => {
    await ctx.db.query(
      `INSERT INTO sessions (token_hash, account_id, expires_at, last_used_at, revoked_at)
       SELECT name, (SELECT min(id) FROM user_accounts), expires, used, revoked
         FROM (VALUES
           ('hk-expired-long-ago', now() - interval '31 days', now() - interval '61 days', NULL::timestamptz),
           ('hk-expired-lately', now() - interval '3 days', now() - interval '33 days', NULL),
           ('hk-ended-long-ago', now() + interval '20 days', now() - interval '40 days', now() - interval '31 days'),
           ('hk-unused-29-days', now() + interval '1 day', now() - interval '29 days', NULL),
           ('hk-live', now() + interval '20 days', now(), NULL)
         ) AS v (name, expires, used, revoked)`,
    );
    await removeExpired(ctx.db);
    const left = await ctx.db.query<{ token_hash: string }>(
      "SELECT token_hash FROM sessions WHERE token_hash LIKE 'hk-%' ORDER BY token_hash",
    );
    expect(left.map((r) => r.token_hash)).toEqual([
      'hk-expired-lately',
      'hk-live',
      'hk-unused-29-days',
    ]);
  });
});

describe('removeExpired and what issue 29 leaves behind', () => {
  it('removes a share a month after it ended or expired, with its opens, and keeps the rest', async () => {
    await ctx.db.query(
      `INSERT INTO report_shares (account_id, exam_id, profile_id, person, token_hash, code_hmac,
         created_at, expires_at, ended_at)
       SELECT (SELECT min(id) FROM user_accounts), (SELECT min(id) FROM exams),
              (SELECT min(id) FROM user_profiles), 'hk', name, 'x', made, expires, ended
         FROM (VALUES
           ('hk-expired-long-ago', now() - interval '40 days', now() - interval '33 days', NULL::timestamptz),
           ('hk-ended-long-ago', now() - interval '40 days', now() + interval '1 day', now() - interval '31 days'),
           ('hk-ended-lately', now() - interval '3 days', now() + interval '4 days', now() - interval '2 days'),
           ('hk-live', now(), now() + interval '7 days', NULL)
         ) AS v (name, made, expires, ended)`,
    );
    await ctx.db.query(
      `INSERT INTO report_share_opens (share_id, client_address, device_os, device_app)
       SELECT id, '203.0.113.*', 'iOS', 'WeChat' FROM report_shares WHERE person = 'hk'`,
    );
    const removed = await removeExpired(ctx.db);
    expect(removed).toMatchObject({ report_shares: 2, report_share_opens: 2 });
    const left = await ctx.db.query<{ token_hash: string; opens: number }>(
      `SELECT token_hash, (SELECT count(*)::int FROM report_share_opens o WHERE o.share_id = s.id) AS opens
         FROM report_shares s WHERE person = 'hk' ORDER BY token_hash`,
    );
    expect(left).toEqual([
      { token_hash: 'hk-ended-lately', opens: 1 },
      { token_hash: 'hk-live', opens: 1 },
    ]);
  });

  it("removes the simulated WeChat gateway's messages after a week", async () => {
    await ctx.db.query(
      `INSERT INTO wx_message_outbox (open_id, template_id, data, sent_at) VALUES
         ('hk-open-id', 'old', '{}', now() - interval '8 days'),
         ('hk-open-id', 'new', '{}', now() - interval '6 days')`,
    );
    await removeExpired(ctx.db);
    const left = await ctx.db.query<{ template_id: string }>(
      "SELECT template_id FROM wx_message_outbox WHERE open_id = 'hk-open-id'",
    );
    expect(left).toEqual([{ template_id: 'new' }]);
  });
});

describe('vacuumIfDue', () => {
  it('vacuums the embedded database once a day, by its own record of the last vacuum', async () => {
    expect(ctx.db.kind).toBe('pglite');
    const lastVacuum = async () =>
      (
        await ctx.db.query<{ at: Date | null }>(
          "SELECT last_vacuum AS at FROM pg_stat_user_tables WHERE relname = 'captchas'",
        )
      )[0]!.at;
    // The test's database was never vacuumed.
    expect(await lastVacuum()).toBeNull();
    expect(await vacuumIfDue(ctx.db)).toBe(true);
    const vacuumed = await lastVacuum();
    expect(vacuumed).not.toBeNull();
    // Within the day: nothing more.
    expect(await vacuumIfDue(ctx.db)).toBe(false);
    expect(await lastVacuum()).toEqual(vacuumed);
  });

  it('leaves a real PostgreSQL to its autovacuum', async () => {
    const postgres = { ...ctx.db, kind: 'postgres' as const, exec: vi.fn() };
    expect(await vacuumIfDue(postgres)).toBe(false);
    expect(postgres.exec).not.toHaveBeenCalled();
  });
});
