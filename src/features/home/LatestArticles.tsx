import { Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { useArticles } from '@/domains/content/queries';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { useGo } from '@/domains/hospital/useGo';
import { useImageUrl } from '@/domains/hospital/useImageUrl';
import { href } from '@/kit/routes';
import { HomeSection } from './HomeSection';

export const HOME_ARTICLE_COUNT = 5;

export function LatestArticles() {
  const { t, i18n } = useTranslation('home');
  const go = useGo();
  const image = useImageUrl();
  const { data, error, loading, reload } = useArticles('', 0, HOME_ARTICLE_COUNT);
  const articles = data?.data.slice(0, HOME_ARTICLE_COUNT);
  const date = new Intl.DateTimeFormat(i18n.language, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });

  return (
    <HomeSection title={t('latestArticles')} more="/articles" testId="home-articles">
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
                onClick={() => go(href('/article', { id: a.id }))}
              >
                <span className="home-article__body">
                  <span className="home-article__title">{a.title}</span>
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
    </HomeSection>
  );
}
