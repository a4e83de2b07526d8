import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { SharedReport } from '../../../src/contract/index.ts';
import { SHARE_LOCK_MINUTES, SHARE_WRONG_CODES_LOCK } from '../../../src/rules/reportShares.ts';
import { readConfig } from '../../config.ts';
import { WAIT_MSG } from '../../plugins/messages.ts';
import { useSharer } from '../../test/sharer.ts';
import { useTestApp } from '../../test/testApp.ts';
import { codeWrongMsg, lockedMsg, SHARE_MSG } from './messages.ts';
import { makeGrant, parseGrant } from './shareSecrets.ts';
import {
  asBearer,
  createShare,
  endShare,
  listShares,
  openShare,
  readShared,
  tokenOf,
  wrongCode,
  type Created,
} from './shareSteps.ts';
import { inject, urlOf } from '../../test/inject.ts';
import * as api from '../../../src/contract/index.ts';

// Issue 29, item 2, the reader's side: the code opens the one report and nothing else,
// guessing is bounded per share and per address, and an ended or expired share says so.
const ctx = useTestApp();
const zhang = useSharer(ctx);

async function made(tjbh = zhang.latest): Promise<Created> {
  const res = await createShare(ctx.app, zhang.token, { tjbh });
  expect(res.status).toBe(200);
  return res.data;
}

const unlock = (id: number) =>
  ctx.db.query(
    "UPDATE report_shares SET locked_until = now() - interval '1 second' WHERE id = $1",
    [id],
  );

describe('opening a share with its code', () => {
  it("answers the report read-only: its person's name, sex and age, nothing more", async () => {
    const share = await made();
    const opened = await openShare(ctx.app, { t: tokenOf(share), code: share.code });
    expect(opened.status).toBe(200);
    const { report, grant, grantExpiresAt } = opened.data;
    expect(Value.Check(SharedReport, report)).toBe(true);
    expect(Object.keys(report).sort()).toEqual(
      ['advice', 'age', 'items', 'name', 'risReports', 'sex', 'summary', 'tjbh', 'tjrq'].sort(),
    );
    // The demo patient, born in March 1988, a man.
    expect(report).toMatchObject({ tjbh: zhang.latest, name: '张三', sex: 1 });
    // Born 1988-03-07: the age on the exam's day, a year less before the 7th of March.
    const examYear = Number(report.tjrq.slice(0, 4));
    const beforeBirthday = report.tjrq.slice(5) < '03-07';
    expect(report.age).toBe(examYear - 1988 - (beforeBirthday ? 1 : 0));
    // The same items, conclusions and advice as the owner reads.
    const own = await inject(ctx.app, api.reportQuery, { tjbh: zhang.latest }, zhang.token);
    expect(report.items).toEqual(own.body.data.items);
    expect(report.risReports).toEqual(own.body.data.risReports);
    expect([report.summary, report.advice]).toEqual([own.body.data.summary, own.body.data.advice]);
    const minutes = (Date.parse(grantExpiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    expect(grant).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('refuses a link no share has', async () => {
    const res = await openShare(
      ctx.app,
      { t: 'A'.repeat(32), code: '123456' },
      { ip: '192.0.2.1' },
    );
    expect(res).toMatchObject({ status: 404, msg: SHARE_MSG.linkInvalid });
  });

  it(`says the tries left, locks the share after ${SHARE_WRONG_CODES_LOCK}, longer each time, never ends it and tells its owner`, async () => {
    const share = await made();
    const t = tokenOf(share);
    const wrong = { t, code: wrongCode(share.code) };
    const from = { ip: '192.0.2.2' };
    for (let left = SHARE_WRONG_CODES_LOCK - 1; left >= 1; left--)
      expect(await openShare(ctx.app, wrong, from)).toMatchObject({
        status: 400,
        msg: codeWrongMsg({ left }),
      });
    const locked = { status: 429, msg: lockedMsg({ minutes: SHARE_LOCK_MINUTES }) };
    expect(await openShare(ctx.app, wrong, from)).toMatchObject(locked);
    // Locked: even the right code waits.
    expect(await openShare(ctx.app, { t, code: share.code }, from)).toMatchObject(locked);
    await unlock(share.share.id);
    // The right code forgives the wrong ones before it.
    expect((await openShare(ctx.app, { t, code: share.code }, from)).status).toBe(200);
    for (let i = 1; i < SHARE_WRONG_CODES_LOCK; i++)
      expect((await openShare(ctx.app, wrong, from)).status).toBe(400);
    expect(await openShare(ctx.app, wrong, from)).toMatchObject(locked);
    await unlock(share.share.id);
    for (let i = 1; i < SHARE_WRONG_CODES_LOCK; i++)
      expect((await openShare(ctx.app, wrong, from)).status).toBe(400);
    // The tenth wrong code in a row (issue 37): locked twice as long, not ended, so a
    // stranger holding the link cannot end its owner's share.
    expect(await openShare(ctx.app, wrong, { ip: '192.0.2.3' })).toMatchObject({
      status: 429,
      msg: lockedMsg({ minutes: 2 * SHARE_LOCK_MINUTES }),
    });
    const [listed] = (await listShares(ctx.app, zhang.token, zhang.latest)).data;
    expect(listed).toMatchObject({ id: share.share.id, state: 'open', endReason: null });
    expect(listed!.wrongCodes).toBe(2 * SHARE_WRONG_CODES_LOCK);
    const lockMinutes = (Date.parse(listed!.lockedUntil!) - Date.now()) / 60_000;
    expect(Math.round(lockMinutes)).toBe(2 * SHARE_LOCK_MINUTES);
    await unlock(share.share.id);
    // Still the owner's: the right code opens it once the lock lifts.
    const after = await openShare(ctx.app, { t, code: share.code }, { ip: '192.0.2.4' });
    expect(after.status).toBe(200);
    const [row] = await ctx.db.query<{ ended_at: Date | null; wrong_codes: number }>(
      'SELECT ended_at, wrong_codes FROM report_shares WHERE id = $1',
      [share.share.id],
    );
    expect(row).toEqual({ ended_at: null, wrong_codes: 0 });
  });

  it('makes one client address wait after 20 wrong tries, whatever the share', async () => {
    const from = { ip: '192.0.2.50' };
    for (let i = 0; i < 20; i++) {
      const res = await openShare(
        ctx.app,
        { t: `guess${String(i).padStart(27, '0')}`, code: '000000' },
        from,
      );
      expect(res.status).toBe(404);
    }
    const share = await made();
    const right = { t: tokenOf(share), code: share.code };
    expect(await openShare(ctx.app, right, from)).toMatchObject({
      status: 429,
      msg: WAIT_MSG.tooManyTries(60),
    });
    // Another address is not held back.
    expect((await openShare(ctx.app, right, { ip: '192.0.2.51' })).status).toBe(200);
  });
});

describe("what a reader's grant reaches", () => {
  async function opened() {
    const share = await made();
    const res = await openShare(ctx.app, { t: tokenOf(share), code: share.code });
    expect(res.status).toBe(200);
    return { share, grant: res.data.grant };
  }

  it('reads its one report again, and no other', async () => {
    const { grant } = await opened();
    const again = await readShared(ctx.app, grant, zhang.latest);
    expect(again.status).toBe(200);
    expect(again.data.tjbh).toBe(zhang.latest);
    const other = await readShared(ctx.app, grant, zhang.older);
    expect(other).toMatchObject({ status: 403, msg: SHARE_MSG.otherReport, data: null });
  });

  it('opens no signed-in call: it is no session', async () => {
    const { grant } = await opened();
    for (const url of [
      urlOf(api.reportQuery, { tjbh: zhang.latest }),
      urlOf(api.reportQuery, { tjbh: zhang.older }),
      urlOf(api.profileList, {}),
      urlOf(api.shareList, {} as never),
      urlOf(api.ratingRecord, { tjbh: zhang.latest }),
    ])
      expect((await asBearer(ctx.app, grant, url)).status, url).toBe(401);
  });

  it('is refused when altered, when out of time, or once the owner ends the share', async () => {
    const { share, grant } = await opened();
    const parsed = parseGrant(grant)!;
    // Another share's id in the same grant: its MAC no longer holds.
    const bytes = Buffer.from(grant, 'base64url');
    bytes.writeUInt32BE(parsed.shareId + 1, 0);
    const forged = await readShared(ctx.app, bytes.toString('base64url'), zhang.latest);
    expect(forged).toMatchObject({ status: 404, msg: SHARE_MSG.linkInvalid });

    const [row] = await ctx.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM report_shares WHERE id = $1',
      [share.share.id],
    );
    const past = new Date(Date.now() - 31 * 60_000);
    const stale = makeGrant(readConfig().dataKey, share.share.id, row!.token_hash, past).grant;
    expect(await readShared(ctx.app, stale, zhang.latest)).toMatchObject({
      status: 403,
      msg: SHARE_MSG.grantExpired,
    });

    expect((await endShare(ctx.app, zhang.token, share.share.id)).status).toBe(200);
    expect(await readShared(ctx.app, grant, zhang.latest)).toMatchObject({
      status: 410,
      msg: SHARE_MSG.ended,
    });
  });

  it('is refused once the share has expired', async () => {
    const { share, grant } = await opened();
    await ctx.db.query(
      "UPDATE report_shares SET expires_at = now() - interval '1 second' WHERE id = $1",
      [share.share.id],
    );
    expect(await readShared(ctx.app, grant, zhang.latest)).toMatchObject({
      status: 410,
      msg: SHARE_MSG.expired,
    });
  });
});
