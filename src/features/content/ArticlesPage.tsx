import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TabBar, TabPanel } from '@/kit/TabBar';
import { useTranslation } from 'react-i18next';
import {
  ARTICLE_TABS,
  atEnd,
  cateOf,
  nextOffset,
  pageOffsets,
  type ArticleTab,
} from '@/domains/content/paging';
import { ARTICLE_PAGE_SIZE } from '@/domains/content/api';
import { useHospId } from '@/domains/hospital/scope';
import { PullToRefresh } from '@/kit/PullToRefresh';
import { useRouteQuery, useSetRouteQuery } from '@/kit/useRouteQuery';
import { ArticlePageRows } from './ArticleRows';
import { keepPlace, placeOf } from './listMemory';
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
  const { t } = useTranslation('content');
  const hospId = useHospId();
  const [pages, setPages] = useState(() => placeOf(hospId, tab).pages);
  const [total, setTotal] = useState<number>();
  const [lastLoaded, setLastLoaded] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);
  const cate = cateOf(tab);
  const offsets = pageOffsets(pages);
  const more = nextOffset(pages, total);

  // Back from an article: the pages come from the cache at once, so the page can be put
  // back where it was before the first paint.
  useLayoutEffect(() => {
    window.scrollTo(0, placeOf(hospId, tab).scrollY);
  }, [hospId, tab]);

  useEffect(() => {
    // Once the list has left the screen, scrolling belongs to the next page.
    const remember = () => sentinel.current && keepPlace(hospId, tab, { scrollY: window.scrollY });
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [hospId, tab]);

  useEffect(() => {
    keepPlace(hospId, tab, { pages });
  }, [hospId, tab, pages]);

  const loadMore = useCallback(() => {
    if (more !== null && lastLoaded) {
      setLastLoaded(false);
      setPages((n) => n + 1);
    }
  }, [more, lastLoaded]);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || more === null || !lastLoaded) return;
    const seen = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore();
      },
      { rootMargin: '0px 0px 200px 0px' },
    );
    seen.observe(el);
    return () => seen.disconnect();
  }, [more, lastLoaded, loadMore]);

  const onPage = useCallback(
    (offset: number, pageTotal: number) => {
      setTotal(pageTotal);
      if (offset === (pages - 1) * ARTICLE_PAGE_SIZE) setLastLoaded(true);
    },
    [pages],
  );

  return (
    <div className="articles__list" data-tab={tab}>
      <ul className="articles__rows">
        {offsets.map((offset) => (
          <ArticlePageRows key={offset} cate={cate} offset={offset} onLoaded={onPage} />
        ))}
      </ul>
      <div ref={sentinel} className="articles__foot" aria-live="polite">
        {/* The end line waits for the last page's rows: it said "the end" above a page
            still on its way. */}
        {atEnd(pages, total) && lastLoaded ? (
          <span data-testid="articles-end">{t('end')}</span>
        ) : more !== null && lastLoaded ? (
          // The observer loads the next page on its own; the button is for a browser without one.
          <button type="button" className="app-link-button" onClick={loadMore}>
            {t('loadMore')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
