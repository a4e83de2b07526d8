import { useEffect, useLayoutEffect, useRef } from 'react';
import { TabBar, TabPanel } from '@/kit/TabBar';
import { useTranslation } from 'react-i18next';
import { ARTICLE_TABS, cateOf, type ArticleTab } from '@/domains/content/paging';
import { useArticlePages } from '@/domains/content/pagedQueries';
import { useHospId } from '@/domains/hospital/scope';
import { PullToRefresh } from '@/kit/PullToRefresh';
import { useRouteQuery, useSetRouteQuery } from '@/kit/useRouteQuery';
import { ArticleRows } from './ArticleRows';
import { keepScroll, scrollOf } from './listMemory';
import './content.css';

/**
 * The branch's articles by tab, ten at a time, more as the end comes into view. The tab
 * lives in the URL and each tab remembers its pages and scroll, so "back" from an article
 * lands where the patient was.
 */
export default function ArticlesPage() {
  const { t } = useTranslation('content');
  const tab: ArticleTab = useRouteQuery('/articles').tab ?? 'hot';
  const setQuery = useSetRouteQuery('/articles');
  const chooseTab = (next: ArticleTab) => setQuery({ tab: next });

  return (
    <div className="articles" data-testid="article-list">
      <TabBar
        id="articles"
        label={t('tabsLabel')}
        tabs={ARTICLE_TABS.map((name) => ({ name, title: t(`tabs.${name}`) }))}
        active={tab}
        onChange={chooseTab}
        sticky
      />
      <TabPanel id="articles" active={tab}>
        <PullToRefresh>
          <TabList key={tab} tab={tab} />
        </PullToRefresh>
      </TabPanel>
    </div>
  );
}

function TabList({ tab }: { tab: ArticleTab }) {
  const hospId = useHospId();
  const list = useArticlePages(cateOf(tab));
  const shown = useRef<HTMLDivElement>(null);

  // Back from an article: the rows read come from the query store at once, so the page can
  // be put back where it was before the first paint.
  useLayoutEffect(() => {
    window.scrollTo(0, scrollOf(hospId, tab));
  }, [hospId, tab]);

  useEffect(() => {
    // Once the list has left the screen, scrolling belongs to the next page.
    const remember = () => shown.current && keepScroll(hospId, tab, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [hospId, tab]);

  return (
    <div ref={shown} className="articles__list" data-tab={tab}>
      <ArticleRows list={list} />
    </div>
  );
}
