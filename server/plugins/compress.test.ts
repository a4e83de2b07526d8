// API answers over 1 KB leave compressed when the client accepts it; small ones do not.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPEN_HOSP_ID, demoUsers } from '../seeds/seedData.ts';
import { demoToken } from '../test/auth.ts';
import { historyOwner, seedHistory } from '../test/history.ts';
import { useTestApp } from '../test/testApp.ts';
import { COMPRESS_THRESHOLD } from './compress.ts';
import { urlOf } from '../test/inject.ts';
import * as api from '../../src/contract/index.ts';

const ctx = useTestApp();
let token = '';

beforeAll(async () => {
  const owner = await historyOwner(ctx.db, demoUsers[2]!.mobile, OPEN_HOSP_ID);
  await seedHistory(ctx.db, owner, 1000, '31');
  token = await demoToken(ctx.app, 2);
}, 60_000);

const ORDERS = urlOf(api.userOrders, { hospId: OPEN_HOSP_ID, limit: 50 } as never);

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({
    url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
  });

describe('compressed answers', () => {
  it('gzips a page of a 1,000-order history for a client that accepts gzip', async () => {
    const plain = await get(ORDERS);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().total).toBeGreaterThanOrEqual(1000);
    expect(plain.rawPayload.length).toBeGreaterThan(20 * COMPRESS_THRESHOLD);

    const zipped = await get(ORDERS, 'gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.payload);
  });

  it('prefers brotli when the client accepts both', async () => {
    const plain = await get(ORDERS);
    const res = await get(ORDERS, 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.payload);
  });

  it('leaves an answer under 1 KB as it is, whatever the client accepts', async () => {
    const url = urlOf(api.feedbackList, { hospid: OPEN_HOSP_ID, limit: 1 });
    const res = await get(url, 'gzip, br');
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().data).toHaveLength(1);
  });
});
