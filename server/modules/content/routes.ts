import {
  Article,
  ArticleDetail,
  ArticleGetParams,
  ArticleListParams,
  FaqEntry,
  HospIdQuery,
  PAGING_HEADER,
  envelopeOf,
  pagedOf,
} from '../../../src/contract/index.ts';
import { Type } from 'typebox';
import { notFound, ok } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import type { Module } from '../../plugins/api.ts';
import { requireHospital } from '../hosp/service.ts';
import { articleById, articlePage, countArticles, countVisit, faqsOf } from './repository.ts';
import { chinaDay, readerKey } from './readers.ts';

/** The hospital's articles, a page at a time, one article with its visits, its FAQ. */
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

  // Not cached: every answer counts its reader and carries the count that results.
  api.get(
    '/api/article/get',
    { schema: { querystring: ArticleGetParams, response: { 200: envelopeOf(ArticleDetail) } } },
    async (request) => {
      const { hospid, id } = request.query;
      await requireHospital(db, hospid);
      const known = await articleById(db, hospid, id);
      if (!known) throw notFound(MSG.articleNotFound, `article ${id} of hospital ${hospid}`);
      const day = chinaDay();
      await countVisit(db, id, await readerKey(db, request, day), day);
      return ok((await articleById(db, hospid, id)) ?? known);
    },
  );

  api.get(
    '/api/faq/list',
    {
      config: { cache: 'public' },
      schema: { querystring: HospIdQuery, response: { 200: envelopeOf(Type.Array(FaqEntry)) } },
    },
    async (request) => {
      await requireHospital(db, request.query.hospid);
      return ok(await faqsOf(db, request.query.hospid));
    },
  );
};
