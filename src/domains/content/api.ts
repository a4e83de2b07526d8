import { api } from '@/kit/api/client';
import type { Article, ArticleDetail, ArticleListQuery, FaqEntry, PagedEnvelope } from '@/contract';

export const ARTICLE_PAGE_SIZE = 10;

export const articleApi = {
  list: ({ hospId, cate = '', offset = 0, limit = ARTICLE_PAGE_SIZE }: ArticleListQuery) =>
    api.get<PagedEnvelope<Article>>('api/article/list', { hospId, cate, offset, limit }),
  /** Counts this reader's visit (once a day) and answers the article with its content. */
  get: (hospId: number, id: number) => api.get<ArticleDetail>('api/article/get', { hospId, id }),
  faqs: (hospId: number) => api.get<FaqEntry[]>('api/faq/list', { hospId }),
};
