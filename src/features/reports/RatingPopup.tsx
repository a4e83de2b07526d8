import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Field, Popup, Rate, Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { useRefusalText } from '@/kit/refusalText';
import type { RatingItem } from '@/contract';
import { useHospConfigs } from '@/domains/hospital/queries';
import { useProfiles } from '@/domains/profile/queries';
import { useRatingItems, useRatingRecord } from '@/domains/reports/centreApi';
import { useRateExam } from '@/domains/reports/mutations';
import { ratingSaveBody } from '@/rules/ratingBody';
import { useAccount } from '@/domains/session/useAccount';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { fieldCipher } from '@/kit/api/fieldCipher';
import { ErrorState } from '@/kit/ErrorState';
import { RATING_DEFAULT_TOTAL, RATING_STARS, ratingComplete, ratingReply } from '@/rules/reports';
import { toast } from '@/kit/toast';

/** How long the hospital's reply stays before the popup closes and the list refreshes. */
const REPLY_MS = 2000;

/**
 * One row of stars, named for the screen reader and the journeys by its item. Each star is
 * a finger-sized target (centre.css) and is named by its count: react-vant leaves them unnamed.
 */
function StarRow({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number;
  onChange?: (n: number) => void;
}) {
  const { t } = useTranslation('reports');
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    row.current
      ?.querySelectorAll('[role=radio]')
      .forEach((star, i) => star.setAttribute('aria-label', t('rating.star', { count: i + 1 })));
  });
  return (
    <div ref={row} className="rc-rate" role="group" aria-label={label}>
      <span className="rc-rate__label">{label}</span>
      <Rate
        count={RATING_STARS}
        value={value}
        readOnly={!onChange}
        onChange={onChange}
        size={24}
        gutter={0}
      />
    </div>
  );
}

/** The exam's stored rating, stars and comment, read-only. */
function StoredRating({ tjbh }: { tjbh: string }) {
  const { t } = useTranslation('reports');
  const { data, error, loading, reload } = useRatingRecord(tjbh);
  if (loading) return <Skeleton row={4} />;
  if (error || !data) return <ErrorState error={error} onRetry={reload} />;
  return (
    <div data-testid="rating-stored">
      <StarRow label={t('rating.total')} value={data.total_rating} />
      {data.rating_items.map((i) => (
        <StarRow key={i.item_name} label={i.item_name} value={i.rating} />
      ))}
      <p className="rc-rating__comment">{data.comment || t('rating.noComment')}</p>
      <p className="rc-rating__by">{t('rating.by', { name: data.user_name })}</p>
    </div>
  );
}

/** Stars for the whole (3 to begin with) and each item, a comment, then the reply. */
function RatingForm({ tjbh, onDone }: { tjbh: string; onDone: () => void }) {
  const { t } = useTranslation('reports');
  const refusalText = useRefusalText();
  const configs = useHospConfigs();
  const account = useAccount();
  // The spec rates in the name of the account holder's own profile.
  const profiles = useProfiles(account.id);
  const list = useRatingItems(true);
  const [total, setTotal] = useState(RATING_DEFAULT_TOTAL);
  const [items, setItems] = useState<RatingItem[] | null>(null);
  const [comment, setComment] = useState('');
  const rate = useRateExam();
  const [reply, setReply] = useState<string | null>(null);
  // Ends the reply's time: the rating's write then marks the centre's keys out of date.
  const replyRead = useRef<() => void>(() => undefined);
  const shown = items ?? list.data ?? [];

  useEffect(() => {
    if (reply === null) return;
    const timer = window.setTimeout(() => replyRead.current(), REPLY_MS);
    return () => window.clearTimeout(timer);
  }, [reply]);

  if (list.loading || profiles.loading) return <Skeleton row={5} />;
  if (list.error) return <ErrorState error={list.error} onRetry={list.reload} />;
  if (profiles.error) return <ErrorState error={profiles.error} onRetry={profiles.reload} />;
  if (reply !== null)
    return (
      <p className="rc-rating__reply" role="status" data-testid="rating-reply">
        {reply}
      </p>
    );

  const rateItem = (name: string, rating: number) =>
    setItems(shown.map((i) => (i.item_name === name ? { ...i, rating } : i)));

  async function submit() {
    if (!ratingComplete(total, shown)) return void toast('info', refusalText('ratingIncomplete'));
    const self = profiles.data?.find((p) => p.relation === 'self');
    if (!self) return void toast('info', refusalText('selfProfileMissing'));
    const body = fieldCipher().then(({ enc }) =>
      ratingSaveBody({ tjbh, total, items: shown, comment }, account, self, enc),
    );
    const text = ratingReply(configs.data ?? [], total) ?? t('rating.thanks');
    const replied = () =>
      new Promise<void>((read) => {
        replyRead.current = read;
        setReply(text);
      });
    try {
      await rate.run({ body, replied });
    } catch (err) {
      return void toast('fail', apiErrorMessage(err, t, t('rating.submitError')));
    }
    // Reached once the reply's time ran out; a popup closed sooner took its timer with it.
    onDone();
  }

  return (
    <>
      <StarRow label={t('rating.total')} value={total} onChange={setTotal} />
      {shown.map((i) => (
        <StarRow
          key={i.item_name}
          label={i.item_name}
          value={i.rating}
          onChange={(n) => rateItem(i.item_name, n)}
        />
      ))}
      <Field
        className="rc-rating__field"
        type="textarea"
        rows={3}
        maxLength={500}
        showWordLimit
        aria-label={t('rating.comment')}
        placeholder={t('rating.commentPlaceholder')}
        value={comment}
        onChange={setComment}
      />
      <Button block round type="primary" loading={rate.pending} onClick={() => void submit()}>
        {t('rating.submit')}
      </Button>
    </>
  );
}

/**
 * The rating of one exam: the form while it is unrated, the stored rating once it is.
 * Saving shows the hospital's reply for the star count, then closes and refreshes.
 */
export function RatingPopup({
  exam,
  onClose,
  onRated,
}: {
  exam: { tjbh: string; is_rated: boolean } | null;
  onClose: () => void;
  /** Called once the exam is rated and the reply has been shown (the gate opens its report). */
  onRated?: (tjbh: string) => void;
}) {
  // The refusals the form may show load with the page, not when the form opens.
  const { t } = useTranslation('reports');
  useRefusalText();
  const tjbh = exam?.tjbh;
  const done = useCallback(() => {
    if (tjbh) onRated?.(tjbh);
    onClose();
  }, [onClose, onRated, tjbh]);
  return (
    <Popup
      visible={exam !== null}
      position="bottom"
      round
      closeable
      onClose={onClose}
      title={t('rating.title')}
      className="rc-rating"
      destroyOnClose
    >
      <div className="rc-rating__body" data-testid="rating-popup">
        {exam &&
          (exam.is_rated ? (
            <StoredRating tjbh={exam.tjbh} />
          ) : (
            <RatingForm tjbh={exam.tjbh} onDone={done} />
          ))}
      </div>
    </Popup>
  );
}
