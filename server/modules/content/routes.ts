import { Article, ArticleListParams, PAGING_HEADER, pagedOf } from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { requireHospital } from '../hosp/service.ts';
import { articlePage, countArticles } from './repository.ts';

/** The hospital's articles, a page at a time. */
export const contentModule: Module = (api, { db }) => {
  api.get(
    '/api/article/list',
    {
      config: { cache: 'public' },
      schema: { querystring: ArticleListParams, response: { 200: pagedOf(Article) } },
    },
    async (request, reply) => {
      const { hospid, cate, offset, limit } = request.query;
      await requireHospital(db, hospid);
      const page = await articlePage(db, hospid, cate, { offset, limit });
      const total = page.total ?? (await countArticles(db, hospid, cate));
      reply.header(PAGING_HEADER, JSON.stringify({ total, offset, limit }));
      return { code: 200, msg: 'success', data: page.rows, total, offset, limit };
    },
  );
};
