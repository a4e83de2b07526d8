import { useEffect } from 'react';
import { Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { Article } from '@/contract';
import { ARTICLE_PAGE_SIZE } from '@/domains/content/api';
import { useArticles } from '@/domains/content/queries';
import { useGo } from '@/domains/hospital/useGo';
import { useImageUrl } from '@/domains/hospital/useImageUrl';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { href } from '@/kit/routes';
import { chinaDate } from '@/rules/schedule';

const dayOf = (time: string) => {
  const at = new Date(time);
  return Number.isNaN(at.getTime()) ? '' : chinaDate(at);
};

/** One page of a tab's list: its skeleton while it loads, then its rows. */
export function ArticlePageRows({
  cate,
  offset,
  onLoaded,
}: {
  cate: string;
  offset: number;
  onLoaded: (offset: number, total: number) => void;
}) {
  const { t } = useTranslation('content');
  const { data, error, loading, reload } = useArticles(cate, offset, ARTICLE_PAGE_SIZE);

  useEffect(() => {
    if (data) onLoaded(offset, data.total);
  }, [data, offset, onLoaded]);

  if (loading)
    return (
      <>
        {Array.from({ length: offset === 0 ? 5 : 2 }, (_, i) => (
          <li key={i} className="articles__skeleton" data-testid="article-skeleton">
            <Skeleton title row={2} />
          </li>
        ))}
      </>
    );
  if (error || !data)
    return (
      <li>
        <ErrorState error={error} onRetry={reload} />
      </li>
    );
  if (offset === 0 && data.data.length === 0)
    return (
      <li>
        <EmptyState text={t('empty')} testId="articles-empty" />
      </li>
    );
  return (
    <>
      {data.data.map((a) => (
        <ArticleRow key={a.id} article={a} />
      ))}
    </>
  );
}

function ArticleRow({ article: a }: { article: Article }) {
  const { t } = useTranslation('content');
  const go = useGo();
  const image = useImageUrl();
  return (
    <li>
      <button
        type="button"
        className="articles__row"
        data-testid="article-row"
        onClick={() => go(href('/article', { id: a.id }))}
      >
        <span className="articles__body">
          <span className="articles__title">{a.title}</span>
          <span className="articles__meta">
            <span>{a.article_type_name}</span>
            <span>{dayOf(a.update_time)}</span>
            <span>{t('visits', { count: a.visit_count })}</span>
          </span>
        </span>
        {a.cover_url && (
          <img src={image(a.cover_url)} alt="" width={96} height={72} loading="lazy" />
        )}
      </button>
    </li>
  );
}
