import type { ArticleTab } from '@/domains/content/paging';

// For this page load only: coming back from an article finds its tab where it was left,
// while a fresh visit (a reload, a shared link) starts at the top. The rows read are kept
// by the query store (usePagedQuery); this keeps where the page was scrolled.
const places = new Map<string, number>();

const keyOf = (hospId: number, tab: ArticleTab) => `${hospId}:${tab}`;

export const scrollOf = (hospId: number, tab: ArticleTab): number =>
  places.get(keyOf(hospId, tab)) ?? 0;

export function keepScroll(hospId: number, tab: ArticleTab, scrollY: number) {
  places.set(keyOf(hospId, tab), scrollY);
}
