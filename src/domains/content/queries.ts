import { useQuery } from '@/kit/query/useQuery';
import { useHospId } from '@/domains/hospital/scope';
import { articleApi } from './api';

export const contentKeys = {
  articles: (hospId: number, cate: string, offset: number, limit: number) =>
    ['content', hospId, 'articles', cate, offset, limit] as const,
};

/** A page of the branch's articles, newest first; every category when `cate` is empty. */
export function useArticles(cate: string, offset: number, limit: number) {
  const hospId = useHospId();
  return useQuery(contentKeys.articles(hospId, cate, offset, limit), () =>
    articleApi.list({ hospId, cate, offset, limit }),
  );
}
