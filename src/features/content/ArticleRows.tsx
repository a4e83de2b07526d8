import { Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { Article } from '@/contract';
import { useGo } from '@/domains/hospital/useGo';
import { useImageUrl } from '@/domains/hospital/useImageUrl';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { ListFoot } from '@/kit/query/ListFoot';
import type { PagedQuery } from '@/kit/query/usePagedQuery';
import { href } from '@/kit/routes';
import { chinaDate } from '@/rules/schedule';

const dayOf = (time: string) => {
  const at = new Date(time);
  return Number.isNaN(at.getTime()) ? '' : chinaDate(at);
};

/** A tab's rows as far as they were read: a skeleton until the first page is in. */
export function ArticleRows({ list }: { list: PagedQuery<Article> }) {
  const { t } = useTranslation('content');
  if (list.loading)
    return (
      <ul className="articles__rows">
        {Array.from({ length: 5 }, (_, i) => (
          <li key={i} className="articles__skeleton" data-testid="article-skeleton">
            <Skeleton title row={2} />
          </li>
        ))}
      </ul>
    );
  if (list.error || !list.rows) return <ErrorState error={list.error} onRetry={list.reload} />;
  if (list.rows.length === 0 && !list.more)
    return <EmptyState text={t('empty')} testId="articles-empty" />;
  return (
    <>
      <ul className="articles__rows">
        {list.rows.map((a) => (
          <ArticleRow key={a.id} article={a} />
        ))}
      </ul>
      <ListFoot list={list} />
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
