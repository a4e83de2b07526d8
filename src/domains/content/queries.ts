import { useQuery } from '@/kit/query/useQuery';
import { useHospId } from '@/domains/hospital/scope';
import { articleApi } from './api';

export const contentKeys = {
  articles: (hospId: number, cate: string, offset: number, limit: number) =>
    ['content', hospId, 'articles', cate, offset, limit] as const,
  /** A tab's list, as many pages as were read. */
  tab: (hospId: number, cate: string) => ['content', hospId, 'tab', cate] as const,
  article: (hospId: number, id: number) => ['content', hospId, 'article', id] as const,
  faqs: (hospId: number) => ['content', hospId, 'faqs'] as const,
};

/** One page of the branch's articles (home's latest); every category when `cate` is empty. */
export function useArticles(cate: string, offset: number, limit: number) {
  const hospId = useHospId();
  return useQuery(contentKeys.articles(hospId, cate, offset, limit), () =>
    articleApi.list({ hospId, cate, offset, limit }),
  );
}

/** One article with its content; `id` not a positive number loads nothing. */
export function useArticle(id: number) {
  const hospId = useHospId();
  return useQuery(id > 0 ? contentKeys.article(hospId, id) : null, () =>
    articleApi.get(hospId, id),
  );
}

/** The branch's help-centre questions; empty when it has none. */
export function useFaqs() {
  const hospId = useHospId();
  return useQuery(contentKeys.faqs(hospId), () => articleApi.faqs(hospId));
}
