import { Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { articleApi } from '@/domains/content/api';
import { useRequest } from '@/kit/useRequest';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { useGo } from '@/domains/hospital/useGo';
import { useImageUrl } from '@/domains/hospital/useImageUrl';

export const HOME_ARTICLE_COUNT = 5;

export function LatestArticles({ hospId }: { hospId: number }) {
  const { t, i18n } = useTranslation('home');
  const go = useGo();
  const image = useImageUrl();
  const { data, error, loading, reload } = useRequest(`articles:${hospId}`, () =>
    articleApi.list({ hospId, cate: '', offset: 0, limit: HOME_ARTICLE_COUNT }),
  );
  const articles = data?.data.slice(0, HOME_ARTICLE_COUNT);
  const date = new Intl.DateTimeFormat(i18n.language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });

  return (
    <section className="app-card" data-testid="home-articles">
      <h2 className="app-section-title">
        {t('latestArticles')}
        <button type="button" className="app-link-button" onClick={() => go('/articles')}>
          {t('more')}
        </button>
      </h2>
      {loading && <Skeleton row={3} />}
      {error && <ErrorState error={error} onRetry={reload} />}
      {articles?.length === 0 && <EmptyState compact text={t('noArticles')} />}
      {articles && articles.length > 0 && (
        <ul className="home-articles">
          {articles.map((a) => (
            <li key={a.id}>
              <button
                type="button"
                className="home-article"
                onClick={() => go(`/article?id=${a.id}`)}
              >
                <span className="home-article__body">
                  <span className="home-article__title" data-testid="article-title">
                    {a.title}
                  </span>
                  <span className="home-article__meta">
                    {a.article_type_name} · {date.format(new Date(a.update_time))}
                  </span>
                </span>
                {a.cover_url && (
                  <img src={image(a.cover_url)} alt="" width={80} height={60} loading="lazy" />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
