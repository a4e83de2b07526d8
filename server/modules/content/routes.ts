import { articleGet, articleList, faqList } from '../../../src/contract/index.ts';
import { ok } from '../../plugins/envelope.ts';
import { sendPage } from '../../plugins/paged.ts';
import type { Module } from '../../plugins/api.ts';
import { route } from '../../plugins/route.ts';
import { hospListRoute, requireHospital } from '../hosp/index.ts';
import { articlesOf, faqsOf, readArticle } from './service.ts';
import { chinaDay, readerKey } from './readers.ts';

/** The hospital's articles, a page at a time, one article with its visits, its FAQ. */
export const contentModule: Module = (api, { db, config }) => {
  route(api, articleList, async ({ query }, reply) => {
    const { hospId, cate, offset, limit } = query;
    await requireHospital(db, hospId);
    return sendPage(
      reply,
      { offset, limit },
      await articlesOf(db, hospId, cate, { offset, limit }),
    );
  });

  route(api, articleGet, async (request) => {
    const { hospId, id } = request.query;
    await requireHospital(db, hospId);
    const reader = (day: string) => readerKey(db, request, { day, secret: config.dataKey });
    return ok(await readArticle(db, { hospId, id }, reader, chinaDay()));
  });

  hospListRoute(api, db, faqList, faqsOf);
};
