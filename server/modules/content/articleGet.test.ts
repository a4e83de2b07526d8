import { describe, expect, it } from 'vitest';
import type { ArticleDetail } from '../../../src/contract/index.ts';
import * as api from '../../../src/contract/index.ts';
import { OPEN_HOSP_ID } from '../../seeds/seedData.ts';
import { MSG } from '../../plugins/messages.ts';
import { demoToken } from '../../test/auth.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';
import { removeExpired } from '../housekeeping/repository.ts';
import { chinaDay } from './readers.ts';

// Issue 12: one article with its visit count, counted once per reader per day; the FAQ.
const ctx = useTestApp();

async function read(id: number, as: { token?: string; ua?: string; ip?: string } = {}) {
  const { status, body } = await inject(
    ctx.app,
    api.articleGet,
    { hospId: OPEN_HOSP_ID, id },
    as.token ?? null,
    {
      headers: { 'user-agent': as.ua ?? 'Mozilla/5.0 (iPhone) reader-one' },
      ...(as.ip ? { remoteAddress: as.ip } : {}),
    },
  );
  return { status, body: body as { code: number; msg: string; data: ArticleDetail } };
}

const storedVisits = async (id: number) =>
  (
    await ctx.db.query<{ n: number }>('SELECT visit_count AS n FROM articles WHERE id = $1', [id])
  )[0]!.n;

describe('GET /api/article/get', () => {
  it('answers the article with its fields and its content', async () => {
    const { status, body } = await read(2);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 2, article_type_name: '健康知识' });
    expect(body.data.title).toMatch(/结节/);
    expect(body.data.author).not.toBe('');
    expect(body.data.content).toMatch(/<p>/);
    expect(body.data.cover_url).toMatch(/\.svg$/);
    expect(Number.isNaN(Date.parse(body.data.update_time))).toBe(false);
  });

  it('counts an anonymous reader once a day, and another reader again', async () => {
    const before = await storedVisits(5);
    const first = await read(5, { ip: '10.0.0.1' });
    expect(first.body.data.visit_count).toBe(before + 1);
    const again = await read(5, { ip: '10.0.0.1' });
    expect(again.body.data.visit_count).toBe(before + 1);
    const other = await read(5, { ip: '10.0.0.2' });
    expect(other.body.data.visit_count).toBe(before + 2);
    expect(await storedVisits(5)).toBe(before + 2);
  });

  it('counts a client once however many User-Agents it sends', async () => {
    const before = await storedVisits(7);
    for (let i = 0; i < 201; i++) {
      const res = await read(7, { ip: '10.0.2.1', ua: `Mozilla/5.0 (bot ${i})` });
      expect(res.status).toBe(200);
    }
    expect(await storedVisits(7)).toBe(before + 1);
    // Nor by moving through the addresses of its own IPv6 /64.
    for (const host of ['1', '2', 'abcd:1234', 'ffff:ffff:ffff'])
      await read(7, { ip: `2001:db8:7:7::${host}` });
    expect(await storedVisits(7)).toBe(before + 2);
    const [row] = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM article_visits WHERE article_id = 7 AND day = $1',
      [chinaDay()],
    );
    expect(row!.n).toBe(2);
  });

  it('counts a logged-in reader as their account, whatever the address', async () => {
    const token = await demoToken(ctx.app, 0);
    const before = await storedVisits(6);
    await read(6, { token, ip: '10.0.1.1' });
    await read(6, { token, ip: '10.0.1.2', ua: 'another browser' });
    expect(await storedVisits(6)).toBe(before + 1);
    // A stale token reads as an anonymous reader, not as a refusal.
    const stale = await read(6, { token: 'no-such-token', ip: '10.0.1.3' });
    expect(stale.status).toBe(200);
    expect(stale.body.data.visit_count).toBe(before + 2);
  });

  it('says in Chinese that an unknown article does not exist, and refuses bad ids', async () => {
    for (const query of [
      { hospId: OPEN_HOSP_ID, id: 99999 },
      { hospId: 2, id: 1 },
    ]) {
      const { status, body } = await inject(ctx.app, api.articleGet, query);
      const url = JSON.stringify(query);
      expect(status, url).toBe(404);
      expect(body, url).toEqual({ code: 404, msg: MSG.articleNotFound, data: null });
    }
    expect(MSG.articleNotFound).toMatch(/[\u4e00-\u9fff]/);
    for (const id of ['x', '0', '-1', '99999999999', '1.5']) {
      const { status, body } = await inject(ctx.app, api.articleGet, {
        hospId: OPEN_HOSP_ID,
        id,
      } as never);
      expect(status, id).toBe(400);
      expect(body.msg, id).toBe(MSG.badInput);
    }
  });

  it('lets housekeeping forget readers of past days', async () => {
    await ctx.db.query(
      `INSERT INTO article_visits (article_id, reader, day) VALUES (1, 'c:old', current_date - 10)`,
    );
    expect((await removeExpired(ctx.db)).article_visits).toBeGreaterThanOrEqual(1);
    expect(await ctx.db.query("SELECT 1 FROM article_visits WHERE reader = 'c:old'")).toEqual([]);
  });
});

describe('GET /api/article/list paging bounds', () => {
  it('pages a tab ten at a time to its end', async () => {
    const page = (offset: number) =>
      inject(ctx.app, api.articleList, { hospId: OPEN_HOSP_ID, cate: '2', offset, limit: 10 });
    const pages = await Promise.all([0, 10, 20].map(page));
    const total = (pages[0]!.body as unknown as { total: number }).total;
    expect(total).toBeGreaterThan(20);
    expect(pages.map((p) => p.body.data.length)).toEqual([10, 10, total - 20]);
  });

  it('refuses negative, huge and non-numeric paging with the Chinese message', async () => {
    for (const paging of [
      { offset: -10 },
      { offset: 'abc' },
      { offset: 100001 },
      { limit: -1 },
      { limit: 'x' },
      { limit: '1e9' },
      { offset: 99999999999999 },
    ]) {
      const query = { hospId: OPEN_HOSP_ID, ...paging };
      const { status, body } = await inject(ctx.app, api.articleList, query as never);
      const q = JSON.stringify(paging);
      expect(status, q).toBe(400);
      expect(body, q).toEqual({ code: 400, msg: MSG.badInput, data: null });
    }
  });

  it('has at least 25 articles across the tabs, each with a cover', async () => {
    const [row] = await ctx.db.query<{
      n: number;
      hot: number;
      news: number;
      health: number;
      bare: number;
    }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE is_hot)::int AS hot,
              count(*) FILTER (WHERE type_id = 1)::int AS news,
              count(*) FILTER (WHERE type_id = 2)::int AS health,
              count(*) FILTER (WHERE cover_url IS NULL)::int AS bare
         FROM articles WHERE hosp_id = $1`,
      [OPEN_HOSP_ID],
    );
    expect(row!.n).toBeGreaterThanOrEqual(25);
    expect(row!.hot).toBeGreaterThan(10);
    expect(row!.news).toBeGreaterThan(10);
    expect(row!.health).toBeGreaterThan(20);
    expect(row!.bare).toBe(0);
  });
});

describe('GET /api/faq/list', () => {
  it("answers branch 1's questions in order, none for branch 2, 404 for no branch", async () => {
    const one = await inject(ctx.app, api.faqList, { hospId: OPEN_HOSP_ID });
    expect(one.status).toBe(200);
    expect(one.body.data.length).toBeGreaterThanOrEqual(3);
    expect(one.body.data[0]).toEqual({
      id: expect.any(Number),
      question: expect.any(String),
      answer: expect.any(String),
    });
    const two = await inject(ctx.app, api.faqList, { hospId: 2 });
    expect(two.body).toMatchObject({ code: 200, data: [] });
    expect((await inject(ctx.app, api.faqList, { hospId: 999 })).status).toBe(404);
    expect((await inject(ctx.app, api.faqList, { hospId: 'x' } as never)).status).toBe(400);
  });
});
