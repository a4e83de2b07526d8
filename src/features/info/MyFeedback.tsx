import { Skeleton, Tag } from 'react-vant';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { Feedback } from '@/contract';
import { useMyFeedback } from '@/domains/feedback/queries';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { ListFoot } from '@/kit/query/ListFoot';

const REPLIED = 2;
const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/**
 * The patient's own feedback at this branch, with where each stands and the reply, a page
 * at a time.
 */
export function MyFeedback({ hospId }: { hospId: number }) {
  const { t } = useTranslation('info');
  const list = useMyFeedback(hospId);
  return (
    <section className="app-card info-mine" data-testid="feedback-mine">
      <h2 className="app-section-title">{t('feedback.mine')}</h2>
      {list.error ? (
        <ErrorState error={list.error} onRetry={list.reload} />
      ) : !list.rows ? (
        <Skeleton row={3} />
      ) : list.rows.length === 0 && !list.more ? (
        <EmptyState compact text={t('feedback.none')} />
      ) : (
        <>
          <ul className="info-mine__list">
            {list.rows.map((f) => (
              <FeedbackItem key={f.id} feedback={f} />
            ))}
          </ul>
          <ListFoot list={list} />
        </>
      )}
    </section>
  );
}

function FeedbackItem({ feedback: f }: { feedback: Feedback }) {
  const { t } = useTranslation('info');
  return (
    <li className="info-mine__item" data-testid="feedback-item">
      <div className="info-mine__head">
        <Tag plain type="primary">
          {t(`feedback.types.${f.type}`, { defaultValue: t('feedback.types.other') })}
        </Tag>
        <time className="info-mine__time">{when(f.createTime)}</time>
        {/* react-vant's Tag passes no data attributes on. */}
        <span data-testid="feedback-status">
          <Tag type={f.status === REPLIED ? 'success' : 'default'}>
            {t(`feedback.statuses.${f.status}`, { defaultValue: t('feedback.statuses.0') })}
          </Tag>
        </span>
      </div>
      <p className="info-mine__content">{f.content}</p>
      {f.reply && (
        <div className="info-mine__reply" data-testid="feedback-reply">
          <strong>{t('feedback.reply')}</strong>
          <p>{f.reply}</p>
          {f.replyTime && <time className="info-mine__time">{when(f.replyTime)}</time>}
        </div>
      )}
    </li>
  );
}
