import { useHospId } from '@/domains/hospital/scope';
import { usePagedQuery } from '@/kit/query/usePagedQuery';
import type { Article } from '@/contract';
import { ARTICLE_PAGE_SIZE, articleApi } from './api';
import { contentKeys } from './queries';

// Apart from queries.ts so that home, which reads the latest articles, does not load the paged
// list's hook and SWR's infinite pages with them.

/**
 * A tab's articles (`cate`: '' all, 'hot', or a type id), ten at a time as the list is
 * scrolled; the pages read stay when the patient comes back from an article.
 */
export function useArticlePages(cate: string) {
  const hospId = useHospId();
  return usePagedQuery(
    contentKeys.tab(hospId, cate),
    (window) => articleApi.list({ hospId, cate, ...window }),
    (a: Article) => a.id,
    ARTICLE_PAGE_SIZE,
  );
}
