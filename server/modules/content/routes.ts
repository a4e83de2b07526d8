import { articleGet, articleList, faqList } from '../../../src/contract/index.ts';
import { notFound, ok } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { sendPage } from '../../plugins/paged.ts';
import type { Module } from '../../plugins/api.ts';
import { route } from '../../plugins/route.ts';
import { hospListRoute, requireHospital } from '../hosp/index.ts';
import { articleById, articlePage, countArticles, countVisit, faqsOf } from './repository.ts';
import { chinaDay, readerKey } from './readers.ts';

/** The hospital's articles, a page at a time, one article with its visits, its FAQ. */
export const contentModule: Module = (api, { db, config }) => {
  route(api, articleList, async ({ query }, reply) => {
    const { hospId, cate, offset, limit } = query;
    await requireHospital(db, hospId);
    const page = await articlePage(db, hospId, cate, { offset, limit });
    const total = page.total ?? (await countArticles(db, hospId, cate));
    return sendPage(reply, { offset, limit }, { rows: page.rows, total });
  });

  route(api, articleGet, async (request) => {
    const { hospId, id } = request.query;
    await requireHospital(db, hospId);
    const known = await articleById(db, hospId, id);
    if (!known) throw notFound(MSG.articleNotFound, `article ${id} of hospital ${hospId}`);
    const day = chinaDay();
    const reader = await readerKey(db, request, { day, secret: config.dataKey });
    await countVisit(db, id, reader, day);
    return ok((await articleById(db, hospId, id)) ?? known);
  });

  hospListRoute(api, db, faqList, faqsOf);
};
