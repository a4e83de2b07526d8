import { Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { useArticles } from '@/domains/content/queries';
import { useGo } from '@/domains/hospital/useGo';
import { useImageUrl } from '@/domains/hospital/useImageUrl';
import { href } from '@/kit/routes';
import { chinaDate } from '@/rules/schedule';
import { HomeSection } from './HomeSection';

export const HOME_ARTICLE_COUNT = 5;

// A day as the rest of the app writes it (not Intl.DateTimeFormat: building one costs a
// slow phone 100 ms on home's first paint).
const articleDate = (time: string) => {
  const at = new Date(time);
  return Number.isNaN(at.getTime()) ? '' : chinaDate(at);
};

export function LatestArticles() {
  const { t } = useTranslation('home');
  const go = useGo();
  const image = useImageUrl();
  const page = useArticles('', 0, HOME_ARTICLE_COUNT);
  const articles = { ...page, data: page.data?.data.slice(0, HOME_ARTICLE_COUNT) };

  return (
    <HomeSection
      title={t('latestArticles')}
      more="/articles"
      testId="home-articles"
      query={articles}
      skeleton={<Skeleton row={3} />}
      emptyText={t('noArticles')}
    >
      {(list) => (
        <ul className="home-articles">
          {list.map((a) => (
            <li key={a.id}>
              <button
                type="button"
                className="app-row-button home-article"
                onClick={() => go(href('/article', { id: a.id }))}
              >
                <span className="home-article__body">
                  <span className="home-article__title" data-testid="article-title">
                    {a.title}
                  </span>
                  <span className="home-article__meta">
                    {a.article_type_name} · {articleDate(a.update_time)}
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
