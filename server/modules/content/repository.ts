import type { Article, ArticleDetail, FaqEntry } from '../../../src/contract/index.ts';
import type { Queryable } from '../../db/db.ts';
import { removeCounted } from '../../db/removeCounted.ts';

/** A row of articles joined to its type, with the count of the whole filtered list. */
interface ArticleRow extends Omit<Article, 'update_time'> {
  update_time: string | Date;
  total: number;
}

/** Which articles: '' every one, 'hot' the hot ones, digits one article type. */
function where(cate: string, next: number): { sql: string; params: unknown[] } {
  if (cate === 'hot') return { sql: 'AND a.is_hot', params: [] };
  if (cate === '') return { sql: '', params: [] };
  return { sql: `AND a.type_id = $${next}`, params: [Number(cate)] };
}

/** A page of a hospital's articles: hot ones by visits, the others newest first. */
export async function articlePage(
  q: Queryable,
  hospId: number,
  cate: string,
  page: { offset: number; limit: number },
): Promise<{ rows: Article[]; total: number | undefined }> {
  const filter = where(cate, 4);
  const order = cate === 'hot' ? 'a.visit_count DESC, a.id' : 'a.update_time DESC, a.id';
  const rows = await q.query<ArticleRow>(
    `SELECT a.id, a.title, a.author, a.update_time, t.name AS article_type_name,
            a.visit_count, a.cover_url, count(*) OVER ()::int AS total
       FROM articles a JOIN article_types t ON t.id = a.type_id
      WHERE a.hosp_id = $1 ${filter.sql}
      ORDER BY ${order} LIMIT $2 OFFSET $3`,
    [hospId, page.limit, page.offset, ...filter.params],
  );
  return {
    total: rows[0]?.total,
    rows: rows.map(({ total: _total, ...a }) => ({
      ...a,
      update_time: new Date(a.update_time).toISOString(),
    })),
  };
}

/** A page past the end has no rows to carry the total, so it is counted apart. */
export async function countArticles(q: Queryable, hospId: number, cate: string) {
  const filter = where(cate, 2);
  const [row] = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM articles a WHERE a.hosp_id = $1 ${filter.sql}`,
    [hospId, ...filter.params],
  );
  return row?.n ?? 0;
}

/**
 * Counts a reader's visit: once per reader, article and day (the insert does nothing the
 * second time), so the count cannot be pushed up by reloading.
 */
export async function countVisit(q: Queryable, articleId: number, reader: string, day: string) {
  await q.query(
    `WITH seen AS (
       INSERT INTO article_visits (article_id, reader, day) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING article_id)
     UPDATE articles SET visit_count = visit_count + 1 WHERE id IN (SELECT article_id FROM seen)`,
    [articleId, reader, day],
  );
}

/** One of a hospital's articles with its content; undefined when it has no such article. */
export async function articleById(
  q: Queryable,
  hospId: number,
  id: number,
): Promise<ArticleDetail | undefined> {
  const [row] = await q.query<Omit<ArticleRow, 'total'> & { content: string }>(
    `SELECT a.id, a.title, a.author, a.content, a.update_time, t.name AS article_type_name,
            a.visit_count, a.cover_url
       FROM articles a JOIN article_types t ON t.id = a.type_id
      WHERE a.hosp_id = $1 AND a.id = $2`,
    [hospId, id],
  );
  return row && { ...row, update_time: new Date(row.update_time).toISOString() };
}

/** A hospital's help-centre questions in its order. */
export function faqsOf(q: Queryable, hospId: number): Promise<FaqEntry[]> {
  return q.query<FaqEntry>(
    'SELECT id, question, answer FROM faqs WHERE hosp_id = $1 ORDER BY sort, id',
    [hospId],
  );
}

/** Article readers: a visit counts once a day, so yesterday's readers are no longer needed. */
export const ARTICLE_VISITS_DAYS = 2;

/** Removes the readers of past days; rows gone per table. */
export function deleteOldVisits(q: Queryable) {
  return removeCounted(q, {
    article_visits: [
      'DELETE FROM article_visits WHERE day < current_date - $1::int',
      [ARTICLE_VISITS_DAYS],
    ],
  });
}
