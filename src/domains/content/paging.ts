import { ARTICLE_PAGE_SIZE } from './api';

/** The article list's tabs and the `cate` each asks for: hot, then the news and health types. */
export const ARTICLE_TABS = ['hot', 'news', 'health'] as const;
export type ArticleTab = (typeof ARTICLE_TABS)[number];

const CATE: Record<ArticleTab, string> = { hot: 'hot', news: '1', health: '2' };

export const cateOf = (tab: ArticleTab) => CATE[tab];

/** The offsets of the first `pages` pages: 0, 10, 20 ... */
export const pageOffsets = (pages: number, size = ARTICLE_PAGE_SIZE) =>
  Array.from({ length: Math.max(1, pages) }, (_, i) => i * size);

/**
 * Where a list of `pages` pages stands against the server's total: the offset of the next
 * page to ask for, or null at the end (`total` unknown yet: nothing more to ask).
 */
export function nextOffset(pages: number, total: number | undefined, size = ARTICLE_PAGE_SIZE) {
  if (total === undefined) return null;
  const next = Math.max(1, pages) * size;
  return next < total ? next : null;
}

/** The end-of-list line shows once every page is in and there was something to list. */
export const atEnd = (pages: number, total: number | undefined, size = ARTICLE_PAGE_SIZE) =>
  total !== undefined && total > 0 && nextOffset(pages, total, size) === null;
