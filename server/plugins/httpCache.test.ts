import { Type } from 'typebox';
import { endpoint } from '../../src/contract/index.ts';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { BUILDING_HOSP_ID, OPEN_HOSP_ID } from '../seeds/seedData.ts';
import { demoToken } from '../test/auth.ts';
import { getJson, useTestApp } from '../test/testApp.ts';
import { httpCache, MEMO_MS } from './httpCache.ts';
import { inject, urlOf } from '../test/inject.ts';
import * as api from '../../src/contract/index.ts';

const ctx = useTestApp();

const PUBLIC_READS = [
  urlOf(api.hospInfo, { id: OPEN_HOSP_ID }),
  urlOf(api.hospConfigs, { hospId: OPEN_HOSP_ID }),
  urlOf(api.homePageModules, { hospId: OPEN_HOSP_ID }),
  urlOf(api.packageList, { hospId: OPEN_HOSP_ID }),
  urlOf(api.recommendedPackages, { hospId: OPEN_HOSP_ID, topNumber: 3 }),
  urlOf(api.articleList, { hospId: OPEN_HOSP_ID } as never),
];

describe('HTTP caching of public read answers', () => {
  it.each(PUBLIC_READS)('%s has a strong ETag and a short public max-age', async (url) => {
    const { status, headers } = await getJson(ctx.app, url);
    expect(status).toBe(200);
    expect(headers.etag).toMatch(/^"[\w-]{20,}"$/);
    expect(headers['cache-control']).toBe('public, max-age=60');
  });

  it('answers a request holding the current ETag with 304 and no body', async () => {
    const url = urlOf(api.packageList, { hospId: OPEN_HOSP_ID });
    const first = await getJson(ctx.app, url);
    const etag = String(first.headers.etag);
    const again = await ctx.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const stale = await ctx.app.inject({ url, headers: { 'if-none-match': '"other"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.body);
  });

  it('keeps the headers of the answer, such as the paging header', async () => {
    const url = urlOf(api.articleList, { hospId: OPEN_HOSP_ID, limit: 2 } as never);
    const first = await ctx.app.inject(url);
    const second = await ctx.app.inject(url);
    expect(second.headers['paging-headers']).toBe(first.headers['paging-headers']);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.body).toBe(first.body);
  });

  it('gives another hospital another ETag', async () => {
    const one = await inject(ctx.app, api.hospConfigs, { hospId: OPEN_HOSP_ID });
    const two = await inject(ctx.app, api.hospConfigs, { hospId: BUILDING_HOSP_ID });
    expect(one.body.data).not.toEqual(two.body.data);
    expect(one.headers.etag).not.toBe(two.headers.etag);
  });

  it('queries the database once for many identical requests at the same time', async () => {
    const query = vi.spyOn(ctx.db, 'query');
    try {
      const url = urlOf(api.examTypes, { hospId: OPEN_HOSP_ID });
      const answers = await Promise.all(Array.from({ length: 50 }, () => ctx.app.inject(url)));
      expect(new Set(answers.map((res) => res.statusCode))).toEqual(new Set([200]));
      expect(new Set(answers.map((res) => res.body)).size).toBe(1);
      // One request checks the hospital and reads its rows; the other 49 wait for it.
      expect(query.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      query.mockRestore();
    }
  });

  it('reuses an answer for a few seconds in the deployed app, then reads again', async () => {
    const app = await buildApp({ db: ctx.db });
    const url = urlOf(api.packageFind, { id: 1, hospid: OPEN_HOSP_ID });
    const name = async () => (await getJson<{ name: string }>(app, url)).body.data.name;
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now);
    try {
      const before = await name();
      await ctx.db.query("UPDATE packages SET name = name || ' (new)' WHERE id = 1");
      expect(await name()).toBe(before);
      clock.mockReturnValue(now + MEMO_MS + 1);
      expect(await name()).toBe(`${before} (new)`);
      await ctx.db.query('UPDATE packages SET name = $1 WHERE id = 1', [before]);
    } finally {
      clock.mockRestore();
      await app.close();
    }
  });

  it('does not keep a refusal: an unknown hospital is asked for again', async () => {
    const query = vi.spyOn(ctx.db, 'query');
    try {
      const url = urlOf(api.packageList, { hospId: 999 });
      expect((await ctx.app.inject(url)).statusCode).toBe(404);
      const calls = query.mock.calls.length;
      const again = await ctx.app.inject(url);
      expect(again.statusCode).toBe(404);
      expect(again.headers.etag).toBeUndefined();
      expect(query.mock.calls.length).toBeGreaterThan(calls);
    } finally {
      query.mockRestore();
    }
  });

  it('answers a signed-in caller of a public route the same, login or not', async () => {
    const token = await demoToken(ctx.app, 0);
    const url = urlOf(api.hospInfo, { id: OPEN_HOSP_ID });
    const anonymous = await ctx.app.inject(url);
    const signedIn = await ctx.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.headers.etag).toBe(anonymous.headers.etag);
  });

  it('never caches an answer that depends on the login', async () => {
    const token = await demoToken(ctx.app, 0);
    const url = urlOf(api.getUserState, {});
    const headers = { authorization: `Bearer ${token}`, 'if-none-match': '*' };
    const query = vi.spyOn(ctx.db, 'query');
    try {
      const first = await ctx.app.inject({ url, headers });
      const calls = query.mock.calls.length;
      const second = await ctx.app.inject({ url, headers });
      for (const res of [first, second]) {
        expect(res.statusCode).toBe(200);
        expect(res.headers.etag).toBeUndefined();
        expect(res.headers['cache-control']).toBe('no-store');
      }
      expect(query.mock.calls.length).toBeGreaterThan(calls);
    } finally {
      query.mockRestore();
    }
    const refused = await ctx.app.inject(url);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers.etag).toBeUndefined();
  });

  it('refuses to register a route marked both signed-in and cached', async () => {
    const app = Fastify();
    httpCache(app);
    const mine = endpoint({ method: 'GET', path: '/mine', answer: Type.Unknown() });
    expect(() =>
      app.get('/mine', { config: { endpoint: mine, cache: 'public' } }, () => 'x'),
    ).toThrow(/cannot be cached/);
    await app.close();
  });
});
