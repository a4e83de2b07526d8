import { api } from '@/kit/api/client';
import type { Article, ArticleListQuery, PagedEnvelope } from '@/contract';

export const ARTICLE_PAGE_SIZE = 10;

export const articleApi = {
  list: ({ hospId, cate = '', offset = 0, limit = ARTICLE_PAGE_SIZE }: ArticleListQuery) =>
    api.get<PagedEnvelope<Article>>('api/article/list', { hospId, cate, offset, limit }),
};
