import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { ReportShare } from '../../../src/contract/index.ts';
import { SHARE_LIVE_MAX } from '../../../src/rules/reportShares.ts';
import { CODE_RATING_FIRST } from '../../../src/rules/reportGate.ts';
import { MSG } from '../../plugins/messages.ts';
import { WORDS } from '../../plugins/words.ts';
import { sha256 } from '../../plugins/crypto/secrets.ts';
import { demoToken, enc } from '../../test/auth.ts';
import { useTestApp } from '../../test/testApp.ts';
import { SHARE_MSG, tooManyMsg } from './messages.ts';
import { createShare, endShare, listShares, openShare, ownExams, tokenOf } from './shareSteps.ts';

// Issue 29, item 2, the owner's side: a share of a published report of one's own people,
// its link and code answered once and kept only hashed, listed with who opened it, ended at
// any time, and none of it open to another account.
const ctx = useTestApp();
let zhang = '';
let liSi = '';
let latest = '';
let inProgress = '';

beforeAll(async () => {
  zhang = await demoToken(ctx.app, 0);
  liSi = await demoToken(ctx.app, 1);
  const { exams, published } = await ownExams(ctx.app, zhang);
  latest = published[0]!.tjbh;
  inProgress = exams.find((e) => !published.includes(e))!.tjbh;
});

// Each test starts with no live share, so the cap on live shares is its own test's.
beforeEach(async () => {
  await ctx.db.query('UPDATE report_shares SET ended_at = now() WHERE ended_at IS NULL');
});

describe('making a share', () => {
  it('answers the link and a 6-digit code once, and keeps only their hashes', async () => {
    const made = await createShare(ctx.app, zhang, { tjbh: latest, person: ' 女儿 ', days: 3 });
    expect(made.status).toBe(200);
    const { share, path, code } = made.data;
    expect(code).toMatch(/^\d{6}$/);
    expect(path).toMatch(/^\/shared\?hospid=\d+&t=[A-Za-z0-9_-]{32}$/);
    expect(Value.Check(ReportShare, share)).toBe(true);
    expect(share).toMatchObject({ tjbh: latest, name: '张三', person: '女儿', state: 'open' });
    expect(share.opens).toEqual([]);
    const days = (Date.parse(share.expiresAt) - Date.parse(share.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(3, 3);

    const [row] = await ctx.db.query<{ token_hash: string; code_hmac: string }>(
      'SELECT token_hash, code_hmac FROM report_shares WHERE id = $1',
      [share.id],
    );
    const token = tokenOf(made.data);
    expect(row!.token_hash).toBe(sha256(token));
    expect(row!.code_hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.code_hmac).not.toBe(sha256(code));
    // The list never gives the code or the link again.
    const listed = JSON.stringify((await listShares(ctx.app, zhang, latest)).data);
    expect(listed).not.toContain(token);
    expect(listed).not.toContain(`"${code}"`);
  });

  it('refuses a report in progress, a validity of 2 days and an empty name', async () => {
    const pending = await createShare(ctx.app, zhang, { tjbh: inProgress });
    expect(pending).toMatchObject({ status: 409, msg: MSG.reportNotReady });
    expect((await createShare(ctx.app, zhang, { tjbh: latest, days: 2 })).status).toBe(400);
    const blank = await createShare(ctx.app, zhang, { tjbh: latest, person: '   ' });
    expect(blank).toMatchObject({ status: 400, msg: MSG.badInput });
  });

  it('keeps the rating gate: a report its owner must rate first is not shared', async () => {
    // 陈刚's latest exam: a month old, unrated, with rating_before_report on (the seed).
    const chen = await demoToken(ctx.app, 3);
    const [recent] = (await ownExams(ctx.app, chen)).published;
    const refused = await createShare(ctx.app, chen, { tjbh: recent!.tjbh });
    expect(refused).toMatchObject({ status: CODE_RATING_FIRST, msg: WORDS.report.ratingFirst });
  });

  it(`keeps at most ${SHARE_LIVE_MAX} live shares of a report`, async () => {
    const made = [];
    for (let i = 0; i < SHARE_LIVE_MAX; i++)
      made.push(await createShare(ctx.app, zhang, { tjbh: latest, person: `家人${i}` }));
    expect(made.map((m) => m.status)).toEqual(made.map(() => 200));
    const over = await createShare(ctx.app, zhang, { tjbh: latest });
    expect(over).toMatchObject({ status: 429, msg: tooManyMsg({ max: SHARE_LIVE_MAX }) });
    // Ending one makes room for another.
    expect((await endShare(ctx.app, zhang, made[0]!.data.share.id)).status).toBe(200);
    expect((await createShare(ctx.app, zhang, { tjbh: latest })).status).toBe(200);
  });

  it('texts the code, never the link, to a phone the owner names', async () => {
    const phone = '13912340001';
    const made = await createShare(ctx.app, zhang, { tjbh: latest, mobile: enc(phone) });
    expect(made.status).toBe(200);
    expect(made.data.smsSent).toBe(true);
    const outbox = await ctx.app.inject(`/api/dev/smsOutbox?phone=${phone}`);
    const sent = outbox.json().data as { code: string; body: string };
    expect(sent.code).toBe(made.data.code);
    expect(sent.body).toContain(made.data.code);
    expect(sent.body).toContain('张**');
    expect(sent.body).not.toContain(tokenOf(made.data));
    const plain = await createShare(ctx.app, zhang, { tjbh: latest });
    expect(plain.data.smsSent).toBe(false);
    const bad = await createShare(ctx.app, zhang, { tjbh: latest, mobile: enc('12345') });
    expect(bad).toMatchObject({ status: 400, msg: MSG.phoneInvalid });
  });

  it('is off when the branch has not switched report_share_enable on', async () => {
    const made = await createShare(ctx.app, zhang, { tjbh: latest });
    await ctx.db.query("UPDATE hosp_configs SET value = '否' WHERE code = 'report_share_enable'");
    try {
      const refused = await createShare(ctx.app, zhang, { tjbh: latest });
      expect(refused).toMatchObject({ status: 403, msg: SHARE_MSG.off });
      const opened = await openShare(ctx.app, { t: tokenOf(made.data), code: made.data.code });
      expect(opened).toMatchObject({ status: 403, msg: SHARE_MSG.off });
    } finally {
      await ctx.db.query("UPDATE hosp_configs SET value = '是' WHERE code = 'report_share_enable'");
    }
  });
});

describe("the owner's list and the end of a share", () => {
  it('lists each open with its time, masked address and device, newest first', async () => {
    const made = (await createShare(ctx.app, zhang, { tjbh: latest, person: '医生' })).data;
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47';
    const android =
      'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
    const open = { t: tokenOf(made), code: made.code };
    expect((await openShare(ctx.app, open, { ip: '203.0.113.7', userAgent: iphone })).status).toBe(
      200,
    );
    expect(
      (await openShare(ctx.app, open, { ip: '198.51.100.9', userAgent: android })).status,
    ).toBe(200);

    const list = await listShares(ctx.app, zhang, latest);
    expect(list.status).toBe(200);
    const share = list.data.find((s) => s.id === made.share.id)!;
    expect(share.person).toBe('医生');
    expect(share.opens.map(({ place, system, app }) => ({ place, system, app }))).toEqual([
      { place: '198.51.100.*', system: 'android', app: 'chrome' },
      { place: '203.0.113.*', system: 'iphone', app: 'wechat' },
    ]);
    expect(share.opens.every((o) => Date.now() - Date.parse(o.openedAt) < 60_000)).toBe(true);
    // Without a report named, the account's shares of every report.
    const all = await listShares(ctx.app, zhang);
    expect(all.data.map((s) => s.id)).toContain(made.share.id);
  });

  it('ends a share at once: its link says so, and the list shows it ended', async () => {
    const made = (await createShare(ctx.app, zhang, { tjbh: latest })).data;
    const ended = await endShare(ctx.app, zhang, made.share.id);
    expect(ended.status).toBe(200);
    expect(ended.data.state).toBe('ended');
    expect(ended.data.endedAt).not.toBeNull();
    const opened = await openShare(ctx.app, { t: tokenOf(made), code: made.code });
    expect(opened).toMatchObject({ status: 410, msg: SHARE_MSG.ended });
    const listed = (await listShares(ctx.app, zhang, latest)).data;
    expect(listed.find((s) => s.id === made.share.id)!.state).toBe('ended');
  });

  it('shows an expired share as expired, and its link says so', async () => {
    const made = (await createShare(ctx.app, zhang, { tjbh: latest, days: 1 })).data;
    await ctx.db.query(
      "UPDATE report_shares SET expires_at = now() - interval '1 minute' WHERE id = $1",
      [made.share.id],
    );
    const opened = await openShare(ctx.app, { t: tokenOf(made), code: made.code });
    expect(opened).toMatchObject({ status: 410, msg: SHARE_MSG.expired });
    const listed = (await listShares(ctx.app, zhang, latest)).data;
    expect(listed.find((s) => s.id === made.share.id)!.state).toBe('expired');
  });

  it("keeps another account from listing, ending or making shares of someone's report", async () => {
    const made = (await createShare(ctx.app, zhang, { tjbh: latest })).data;
    const theirs = await listShares(ctx.app, liSi);
    expect(theirs.status).toBe(200);
    expect(theirs.data.map((s) => s.id)).not.toContain(made.share.id);
    expect((await listShares(ctx.app, liSi, latest)).data).toEqual([]);
    const ended = await endShare(ctx.app, liSi, made.share.id);
    expect(ended).toMatchObject({ status: 404, msg: SHARE_MSG.notFound });
    const still = (await listShares(ctx.app, zhang, latest)).data;
    expect(still.find((s) => s.id === made.share.id)!.state).toBe('open');
    const shared = await createShare(ctx.app, liSi, { tjbh: latest });
    expect(shared).toMatchObject({ status: 404, msg: MSG.reportNotFound });
  });

  it('answers only a signed-in owner', async () => {
    expect((await listShares(ctx.app, '')).status).toBe(401);
    expect((await createShare(ctx.app, '', { tjbh: latest })).status).toBe(401);
    expect((await endShare(ctx.app, '', 1)).status).toBe(401);
  });
});
