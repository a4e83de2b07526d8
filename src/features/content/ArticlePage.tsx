import { useEffect, useLayoutEffect } from 'react';
import { Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { ArticleDetail } from '@/contract';
import { useArticle } from '@/domains/content/queries';
import { HospitalHtml } from '@/domains/hospital/HospitalHtml';
import { useGo } from '@/domains/hospital/useGo';
import { useImageUrl } from '@/domains/hospital/useImageUrl';
import { ApiError } from '@/kit/api/envelope';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { LinkIncomplete } from '@/kit/LinkIncomplete';
import { useRouteQuery } from '@/kit/useRouteQuery';
import { isWeChat } from '@/platform/wechat/detect';
import { chinaDate } from '@/rules/schedule';
import './content.css';

const NOT_FOUND = 404;

/** One article: its fields, its cover and its sanitised content; shared in WeChat as a card. */
export default function ArticlePage() {
  const { t } = useTranslation('content');
  const id = useRouteQuery('/article').id ?? 0;
  const go = useGo();
  const { data, error, loading, reload } = useArticle(id);

  // An article opens at its top, wherever the list it came from was scrolled. (In braces:
  // newer Chromium answers scrollTo with a promise, which React would take for a cleanup.)
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [id]);

  if (!(id > 0)) return <LinkIncomplete onHome={() => go('/', { replace: true })} />;
  if (loading) return <Skeleton title row={10} style={{ padding: 16 }} />;
  if (error instanceof ApiError && error.code === NOT_FOUND)
    return (
      <EmptyState
        kind="search"
        text={t('notFound')}
        testId="article-not-found"
        action={{ label: t('backToList'), onClick: () => go('/articles') }}
      />
    );
  if (error || !data) return <ErrorState error={error} onRetry={reload} />;
  return <ArticleView article={data} />;
}

function ArticleView({ article: a }: { article: ArticleDetail }) {
  const { t } = useTranslation('content');
  const image = useImageUrl();
  const cover = a.cover_url ? image(a.cover_url) : '';
  const day = new Date(a.update_time);

  useEffect(() => {
    if (!isWeChat()) return;
    const imgUrl = cover ? new URL(cover, window.location.href).href : '';
    void import('@/platform/wechat/share')
      .then(({ shareOnWeChat }) =>
        shareOnWeChat({
          title: a.title,
          desc: t('shareDesc', { category: a.article_type_name, author: a.author }),
          link: window.location.href,
          imgUrl,
        }),
      )
      .catch(console.error);
  }, [a, cover, t]);

  return (
    <article className="article" data-testid="article">
      {cover && <img className="article__cover" src={cover} alt="" width={400} height={300} />}
      <div className="app-card">
        <h1 className="article__title" data-testid="article-title">
          {a.title}
        </h1>
        <p className="article__meta">
          <span data-testid="article-category">{a.article_type_name}</span>
          {a.author && <span data-testid="article-author">{t('by', { author: a.author })}</span>}
          <span data-testid="article-time">
            {t('updated', { date: Number.isNaN(day.getTime()) ? '' : chinaDate(day) })}
          </span>
          <span data-testid="article-visits">{t('visits', { count: a.visit_count })}</span>
        </p>
        <HospitalHtml html={a.content} className="article__content" />
      </div>
    </article>
  );
}
