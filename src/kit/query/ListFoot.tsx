import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import type { PagedQuery } from './usePagedQuery';
import './listFoot.css';

/** How far below the screen the end may still be when the next page is asked. */
const AHEAD = '0px 0px 200px 0px';

/**
 * The end of a paged list: the next page is asked as it comes into view, and a "load more"
 * button does the same for a screen reader, a keyboard or a WebView without
 * IntersectionObserver. Says while a page loads, that the list has ended, or that a page
 * failed, with a retry that keeps the rows above. `ended` is the page's to say: a list
 * shown empty has its own words instead.
 */
export function ListFoot({
  list,
  ended = true,
}: {
  list: Pick<PagedQuery<unknown>, 'more' | 'loadingMore' | 'moreError' | 'loadMore'>;
  ended?: boolean;
}) {
  const { t } = useTranslation('common');
  const sentinel = useRef<HTMLDivElement>(null);
  const { more, loadingMore, moreError, loadMore } = list;
  const idle = more && !loadingMore && !moreError;

  // Made anew after each page: if the end is still in view, the next page is asked at once.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !idle || typeof IntersectionObserver === 'undefined') return;
    const seen = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && loadMore(),
      { rootMargin: AHEAD },
    );
    seen.observe(el);
    return () => seen.disconnect();
  }, [idle, loadMore]);

  return (
    <div ref={sentinel} className="app-list-foot" data-testid="list-foot" aria-live="polite">
      {loadingMore ? (
        <span data-testid="list-loading">{t('list.loading')}</span>
      ) : moreError ? (
        <span className="app-list-foot__failed" data-testid="list-failed">
          {apiErrorMessage(moreError, t)}
          <button type="button" className="app-link-button" onClick={loadMore}>
            {t('actions.retry')}
          </button>
        </span>
      ) : more ? (
        <button type="button" className="app-link-button" onClick={loadMore}>
          {t('list.more')}
        </button>
      ) : ended ? (
        <span data-testid="list-end">{t('list.end')}</span>
      ) : null}
    </div>
  );
}
