import type { Queryable } from '../../db/db.ts';
import { notFound } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import type { Page, PageWindow } from '../../plugins/paged.ts';
import * as articles from './repository.ts';
import type { Article } from '../../../src/contract/index.ts';

/** A page of a branch's articles of a category, and how many the category holds. */
export async function articlesOf(
  q: Queryable,
  hospId: number,
  cate: string,
  window: PageWindow,
): Promise<Page<Article>> {
  const page = await articles.articlePage(q, hospId, cate, window);
  return { rows: page.rows, total: page.total ?? (await articles.countArticles(q, hospId, cate)) };
}

/**
 * One article of a branch, its visit counted once a day for `reader` (readers.ts), answered
 * with the count that includes it.
 */
export async function readArticle(
  q: Queryable,
  { hospId, id }: { hospId: number; id: number },
  reader: (day: string) => Promise<string>,
  day: string,
) {
  const known = await articles.articleById(q, hospId, id);
  if (!known) throw notFound(MSG.articleNotFound, `article ${id} of hospital ${hospId}`);
  await articles.countVisit(q, id, await reader(day), day);
  return (await articles.articleById(q, hospId, id)) ?? known;
}

/** A branch's frequently asked questions. */
export const faqsOf: typeof articles.faqsOf = (q, hospId) => articles.faqsOf(q, hospId);
