import type { Article } from '../../../src/contract/index.ts';
import type { Queryable } from '../../db/db.ts';

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
