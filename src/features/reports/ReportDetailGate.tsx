import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/kit/EmptyState';
import { RatingPopup } from './RatingPopupLazy';

/**
 * The server's rating gate in front of a report opened directly (`/report?repid=`, not
 * through the centre's buttons), or of a comparison: its words, and the rating it asks for.
 * Once rated, what was asked for is asked for again (`onRated`) and shows.
 */
export function ReportDetailGate({
  tjbh,
  message,
  onRated,
  testId = 'report-gate',
}: {
  tjbh: string;
  message: string;
  onRated: () => void;
  testId?: string;
}) {
  const { t } = useTranslation('reports');
  const [rating, setRating] = useState(false);
  const close = useCallback(() => setRating(false), []);
  return (
    <>
      <EmptyState
        text={message}
        testId={testId}
        action={{ label: t('gate.go'), onClick: () => setRating(true) }}
      />
      <RatingPopup
        exam={rating ? { tjbh, is_rated: false } : null}
        onClose={close}
        onRated={onRated}
      />
    </>
  );
}
