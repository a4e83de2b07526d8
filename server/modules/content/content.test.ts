import { describe, expect, it } from 'vitest';
import type { Article } from '../../../src/contract/index.ts';
import * as api from '../../../src/contract/index.ts';
import { OPEN_HOSP_ID } from '../../seeds/seedData.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';

const ctx = useTestApp();

const articleCount = async () =>
  (
    await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM articles WHERE hosp_id = $1',
      [OPEN_HOSP_ID],
    )
  )[0]!.n;

describe('GET /api/package/recommand', () => {
  it('answers at most topNumber recommended packages in the default order', async () => {
    const { body } = await inject(ctx.app, api.recommendedPackages, {
      hospId: OPEN_HOSP_ID,
      topNumber: 10,
    });
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(10);
    const [{ n }] = (await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM packages WHERE hosp_id = $1 AND recommended',
      [OPEN_HOSP_ID],
    )) as [{ n: number }];
    expect(body.data).toHaveLength(Math.min(n, 10));
    for (let i = 1; i < body.data.length; i++) {
      const a = body.data[i - 1]!;
      const b = body.data[i]!;
      expect(a.sort < b.sort || (a.sort === b.sort && a.appoint_count >= b.appoint_count)).toBe(
        true,
      );
    }
    expect(typeof body.data[0]?.sale_price).toBe('number');
  });

  it('honours a smaller topNumber and refuses a bad one', async () => {
    const { body } = await inject(ctx.app, api.recommendedPackages, {
      hospId: OPEN_HOSP_ID,
      topNumber: 3,
    });
    expect(body.data).toHaveLength(3);
    expect(
      (await inject(ctx.app, api.recommendedPackages, { hospId: OPEN_HOSP_ID, topNumber: 0 }))
        .status,
    ).toBe(400);
    expect((await inject(ctx.app, api.recommendedPackages, { hospId: 'x' } as never)).status).toBe(
      400,
    );
  });
});

describe('GET /api/article/list', () => {
  it('pages newest first and marks the answer with paging-headers', async () => {
    const res = await inject(ctx.app, api.articleList, {
      hospId: OPEN_HOSP_ID,
      cate: '',
      offset: 0,
      limit: 5,
    });
    expect(res.status).toBe(200);
    const all = await articleCount();
    expect(JSON.parse(String(res.headers['paging-headers']))).toEqual({
      total: all,
      offset: 0,
      limit: 5,
    });
    const body = res.body as unknown as { data: Article[]; total: number };
    expect(body.total).toBe(all);
    expect(body.data).toHaveLength(5);
    const times = body.data.map((a) => Date.parse(a.update_time));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(body.data[0]).not.toHaveProperty('content');
  });

  it('filters by hot and by type, and answers an empty page past the end with the total', async () => {
    const hot = (await inject(ctx.app, api.articleList, { hospId: OPEN_HOSP_ID, cate: 'hot' })).body
      .data;
    expect(hot.length).toBeGreaterThan(0);
    const visits = hot.map((a) => a.visit_count);
    expect([...visits].sort((a, b) => b - a)).toEqual(visits);
    const types = (await inject(ctx.app, api.articleList, { hospId: OPEN_HOSP_ID, cate: '2' })).body
      .data;
    expect(new Set(types.map((a) => a.article_type_name)).size).toBe(1);
    const past = await inject(ctx.app, api.articleList, {
      hospId: OPEN_HOSP_ID,
      offset: 100,
    } as never);
    expect(past.body.data).toEqual([]);
    expect((past.body as unknown as { total: number }).total).toBe(await articleCount());
  });

  it('refuses bad paging and categories', async () => {
    for (const paging of [{ cate: 'drop table' }, { limit: 0 }, { limit: 51 }, { offset: -1 }]) {
      const query = { hospId: OPEN_HOSP_ID, ...paging };
      const { status, body } = await inject(ctx.app, api.articleList, query as never);
      const q = JSON.stringify(paging);
      expect(status, q).toBe(400);
      expect(body.code, q).toBe(400);
    }
  });
});

describe('seed data', () => {
  it('has at least 12 packages, items of all four types and 8 articles in 3 categories', async () => {
    const [packages] = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM packages');
    expect(packages?.n).toBeGreaterThanOrEqual(12);
    const types = await ctx.db.query<{ type: number }>(
      'SELECT DISTINCT type FROM items ORDER BY type',
    );
    expect(types.map((t) => t.type)).toEqual([0, 1, 2, 3]);
    const articles = await ctx.db.query<{ n: number; cats: number }>(
      'SELECT count(*)::int AS n, count(DISTINCT type_id)::int AS cats FROM articles',
    );
    expect(articles[0]?.n).toBeGreaterThanOrEqual(8);
    expect(articles[0]?.cats).toBe(3);
    const unbookable = await ctx.db.query('SELECT 1 FROM packages WHERE appointment_status <> 1');
    expect(unbookable.length).toBeGreaterThan(0);
  });
});

describe('package list, exam types and detail', () => {
  it('lists every package of the branch in the default order, and its exam types', async () => {
    const { body } = await inject(ctx.app, api.packageList, { hospId: OPEN_HOSP_ID, limit: 50 });
    expect(body.data).toHaveLength(13);
    expect((body as unknown as { total: number }).total).toBe(13);
    const types = await inject(ctx.app, api.examTypes, { hospId: OPEN_HOSP_ID });
    expect(types.body.data.map((t) => t.id)).toEqual([1, 2, 3]);
    expect(new Set(body.data.map((p) => p.exam_type_id))).toEqual(new Set([1, 2, 3]));
  });

  it('answers a package with its items, its notice and its booking reminder', async () => {
    const { body } = await inject(ctx.app, api.packageFind, { hospid: OPEN_HOSP_ID, id: 2 });
    expect(body.data).toMatchObject({ id: 2, sex_limit: 1, appointment_status: 1 });
    expect(body.data.notice_content).toMatch(/<p>/);
    expect(body.data.exam_notice).toMatch(/<li>/);
    expect(new Set(body.data.items.map((i) => i.type))).toEqual(new Set([0, 1, 2, 3]));
    expect(body.data.items.some((i) => i.description === null)).toBe(true);
    expect((await inject(ctx.app, api.packageFind, { hospid: 2, id: 2 })).status).toBe(404);
    expect(
      (await inject(ctx.app, api.packageFind, { hospid: OPEN_HOSP_ID, id: 'x' } as never)).status,
    ).toBe(400);
  });
});
