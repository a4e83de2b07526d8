import { useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGo } from '@/domains/hospital/useGo';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import type { Query } from '@/kit/query/useQuery';
import type { Href } from '@/kit/routes';

/**
 * A card of the home page that shows a list: its title, a "more" link to the whole list,
 * then the list, or its skeleton, its error with a retry, or its empty text.
 */
export function HomeSection<T>({
  title,
  more,
  testId,
  query,
  skeleton,
  emptyText,
  children,
}: {
  title: string;
  more: Href;
  testId: string;
  query: Query<readonly T[]>;
  skeleton: ReactNode;
  emptyText: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  const { t } = useTranslation('home');
  const go = useGo();
  const { error, reload } = query;
  // The list arrives below the first screen: React draws it in the background, in slices,
  // and keeps the skeleton until then, so its arrival is never one long task.
  const data = useDeferredValue(query.data);
  const loading = !error && data === undefined;
  return (
    <section className="app-card" data-testid={testId}>
      <h2 className="app-section-title">
        {title}
        <button type="button" className="app-link-button" onClick={() => go(more)}>
          {t('more')}
        </button>
      </h2>
      {loading && skeleton}
      {error && <ErrorState error={error} onRetry={reload} />}
      {data?.length === 0 && <EmptyState compact text={emptyText} />}
      {data && data.length > 0 && children(data)}
    </section>
  );
}
