import type { ArticleTab } from '@/domains/content/paging';

/** How far a tab's list had got: the pages shown and where the page was scrolled. */
export interface ListPlace {
  pages: number;
  scrollY: number;
}

// For this page load only: coming back from an article finds its tab as it was left,
// while a fresh visit (a reload, a shared link) starts at the top.
const places = new Map<string, ListPlace>();

const keyOf = (hospId: number, tab: ArticleTab) => `${hospId}:${tab}`;

export const placeOf = (hospId: number, tab: ArticleTab): ListPlace =>
  places.get(keyOf(hospId, tab)) ?? { pages: 1, scrollY: 0 };

export function keepPlace(hospId: number, tab: ArticleTab, change: Partial<ListPlace>) {
  places.set(keyOf(hospId, tab), { ...placeOf(hospId, tab), ...change });
}
