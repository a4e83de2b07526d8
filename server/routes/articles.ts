import type { FastifyInstance } from 'fastify';
import { PAGING_HEADER, type Article, type PagedEnvelope } from '../../src/contract/index.ts';
import type { Db } from '../db/db.ts';
import { positiveId } from '../http/schemas.ts';
import { requireHospital } from './hosp.ts';

interface ArticleListQuery {
  hospid: number;
  cate: string;
  offset: number;
  limit: number;
}

export function articleRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get<{ Querystring: ArticleListQuery }>(
    '/api/article/list',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['hospid'],
          properties: {
            hospid: positiveId,
            // '' every article newest first; 'hot' the hot ones by visits; digits a type id.
            cate: { type: 'string', pattern: '^(|hot|[0-9]{1,9})$', default: '' },
            offset: { type: 'integer', minimum: 0, maximum: 100_000, default: 0 },
            limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
          },
        },
      },
    },
    async (request, reply) => {
      const { hospid, cate, offset, limit } = request.query;
      await requireHospital(db, hospid);
      const filter = cate === 'hot' ? 'AND a.is_hot' : cate === '' ? '' : 'AND a.type_id = $4';
      const order = cate === 'hot' ? 'a.visit_count DESC, a.id' : 'a.update_time DESC, a.id';
      const params: unknown[] = [hospid, limit, offset];
      if (filter.includes('$4')) params.push(Number(cate));
      const rows = await db.query<Article & { total: number }>(
        `SELECT a.id, a.title, a.author, a.update_time, t.name AS article_type_name,
                a.visit_count, a.cover_url, count(*) OVER ()::int AS total
           FROM articles a JOIN article_types t ON t.id = a.type_id
          WHERE a.hosp_id = $1 ${filter}
          ORDER BY ${order} LIMIT $2 OFFSET $3`,
        params,
      );
      const total = rows[0]?.total ?? (await countArticles(db, hospid, cate));
      const data: Article[] = rows.map(({ total: _total, ...a }) => ({
        ...a,
        update_time: new Date(a.update_time).toISOString(),
      }));
      const body: PagedEnvelope<Article> = {
        code: 200,
        msg: 'success',
        data,
        total,
        offset,
        limit,
      };
      reply.header(PAGING_HEADER, JSON.stringify({ total, offset, limit }));
      return body;
    },
  );
}

/** A page past the end has no rows to carry the total, so it is counted apart. */
async function countArticles(db: Db, hospId: number, cate: string) {
  const filter = cate === 'hot' ? 'AND is_hot' : cate === '' ? '' : 'AND type_id = $2';
  const params: unknown[] = filter.includes('$2') ? [hospId, Number(cate)] : [hospId];
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM articles WHERE hosp_id = $1 ${filter}`,
    params,
  );
  return row?.n ?? 0;
}
