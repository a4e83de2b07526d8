import { call } from '@/kit/api/call';
import { articleGet, articleList, faqList } from '@/contract/calls/content';

export const ARTICLE_PAGE_SIZE = 10;

/** The article list's `cate`: '' all (newest first), 'hot', or an article type id. */
interface ArticlePage {
  hospId: number;
  cate?: string;
  offset?: number;
  limit?: number;
}

export const articleApi = {
  list: ({ hospId, cate = '', offset = 0, limit = ARTICLE_PAGE_SIZE }: ArticlePage) =>
    call(articleList, { hospId, cate, offset, limit }),
  /** Counts this reader's visit (once a day) and answers the article with its content. */
  get: (hospId: number, id: number) => call(articleGet, { hospId, id }),
  faqs: (hospId: number) => call(faqList, { hospId }),
};
