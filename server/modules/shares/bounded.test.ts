import { describe, expect, it } from 'vitest';
import * as api from '../../../src/contract/index.ts';
import { demoUsers } from '../../seeds/seedData.ts';
import { MSG } from '../../plugins/messages.ts';
import { enc, smsCode } from '../../test/auth.ts';
import { inject } from '../../test/inject.ts';
import { useSharer } from '../../test/sharer.ts';
import { useTestApp } from '../../test/testApp.ts';
import { removeExpired } from '../housekeeping/repository.ts';
import { SHARE_OPENS_KEPT, SHARE_OPENS_LISTED } from './opensRepository.ts';
import { createShare, listShares, openShare, tokenOf, type Created } from './shareSteps.ts';

// Issue 37: a share's log of opens is bounded (one row per reader and hour, a cap per
// share, trimmed by housekeeping); a password change ends the account's live shares.
const ctx = useTestApp();
const zhang = useSharer(ctx);

async function made(): Promise<Created> {
  const res = await createShare(ctx.app, zhang.token, { tjbh: zhang.latest });
  expect(res.status).toBe(200);
  return res.data;
}

const openRows = (id: number) =>
  ctx.db.query<{ open_count: number; client_address: string }>(
    'SELECT open_count, client_address FROM report_share_opens WHERE share_id = $1 ORDER BY id',
    [id],
  );

/** Rows of opens of other readers, each an hour before the last, as a log grown before. */
const seedOpens = (id: number, n: number) =>
  ctx.db.query(
    `INSERT INTO report_share_opens (share_id, opened_at, hour, client_address, device_os, device_app)
     SELECT $1, now() - make_interval(hours => g), date_trunc('hour', now() - make_interval(hours => g)),
            '198.51.100.*', 'android', 'wechat' FROM generate_series(1, $2) AS g`,
    [id, n],
  );

describe("a share's log of opens", () => {
  it('keeps one row per reader and hour, with its count', async () => {
    const share = await made();
    const right = { t: tokenOf(share), code: share.code };
    for (let i = 0; i < 30; i++)
      expect((await openShare(ctx.app, right, { ip: '203.0.113.9' })).status).toBe(200);
    expect((await openShare(ctx.app, right, { ip: '192.0.2.77' })).status).toBe(200);
    expect(await openRows(share.share.id)).toEqual([
      { open_count: 30, client_address: '203.0.113.*' },
      { open_count: 1, client_address: '192.0.2.*' },
    ]);
    const [listed] = (await listShares(ctx.app, zhang.token, zhang.latest)).data;
    expect(listed!.opens.map((o) => [o.place, o.count])).toEqual([
      ['192.0.2.*', 1],
      ['203.0.113.*', 30],
    ]);
  });

  it(`keeps at most ${SHARE_OPENS_KEPT} rows per share and lists the newest ${SHARE_OPENS_LISTED}`, async () => {
    const share = await made();
    await seedOpens(share.share.id, SHARE_OPENS_KEPT);
    const right = { t: tokenOf(share), code: share.code };
    expect((await openShare(ctx.app, right, { ip: '203.0.113.10' })).status).toBe(200);
    const rows = await openRows(share.share.id);
    expect(rows).toHaveLength(SHARE_OPENS_KEPT);
    // The oldest went, the newest (this open) stayed.
    expect(rows.at(-1)).toEqual({ open_count: 1, client_address: '203.0.113.*' });
    const [listed] = (await listShares(ctx.app, zhang.token, zhang.latest)).data;
    expect(listed!.opens).toHaveLength(SHARE_OPENS_LISTED);
    expect(listed!.opens[0]!.place).toBe('203.0.113.*');
  });

  it('is trimmed by housekeeping to the newest rows of each share', async () => {
    const share = await made();
    await seedOpens(share.share.id, SHARE_OPENS_KEPT + 7);
    const removed = await removeExpired(ctx.db);
    expect(removed.report_share_opens_beyond).toBe(7);
    expect(await openRows(share.share.id)).toHaveLength(SHARE_OPENS_KEPT);
  });
});

describe('a password change', () => {
  it("ends the account's live shares, and the owner's list says why", async () => {
    const share = await made();
    const phone = demoUsers[0]!.mobile;
    const code = await smsCode(ctx.app, phone);
    const sign = (await inject(ctx.app, api.checkCaptcha, { mobile: enc(phone), code })).body
      .data as string;
    const changed = await inject(
      ctx.app,
      api.updatePassword,
      { mobile: enc(phone), newPassword: enc('Changed#2037'), sign },
      zhang.token,
    );
    expect(changed).toMatchObject({ status: 200, body: { msg: MSG.passwordChanged } });
    const [listed] = (await listShares(ctx.app, zhang.token, zhang.latest)).data;
    expect(listed).toMatchObject({ id: share.share.id, state: 'ended', endReason: 'password' });
    const opened = await openShare(ctx.app, { t: tokenOf(share), code: share.code });
    expect(opened.status).toBe(410);
  });
});
