/** The article list's tabs and the `cate` each asks for: hot, then the news and health types. */
export const ARTICLE_TABS = ['hot', 'news', 'health'] as const;
export type ArticleTab = (typeof ARTICLE_TABS)[number];

const CATE: Record<ArticleTab, string> = { hot: 'hot', news: '1', health: '2' };

export const cateOf = (tab: ArticleTab) => CATE[tab];
