import { useCallback, useState } from 'react';
import { Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { QueueState } from '@/contract';
import { queueApi } from '@/domains/queue/api';
import { useVisiblePolling } from '@/domains/queue/useVisiblePolling';
import { useHospId } from '@/domains/hospital/scope';
import { ErrorState } from '@/kit/ErrorState';
import { QUEUE_POLL_MS } from '@/rules/queue';
import { QueueBoard } from './QueueBoard';

/** My exam queue (signed in): the account's own visit today, live while the page is visible. */
export default function MyQueuePage() {
  const { t } = useTranslation('queue');
  const hospId = useHospId();
  const [state, setState] = useState<QueueState | null>(null);
  const [error, setError] = useState<unknown>(null);

  const tick = useCallback(() => {
    queueApi.mine(hospId).then(
      (next) => {
        setState(next);
        setError(null);
      },
      // A failed refresh keeps the last answer on screen; only a first failure is shown.
      (err: unknown) => setError(err),
    );
  }, [hospId]);

  useVisiblePolling(tick, QUEUE_POLL_MS);

  if (state)
    return (
      <QueueBoard state={state} footer={<p className="queue-hint">{t('board.refreshHint')}</p>} />
    );
  if (error) return <ErrorState error={error} onRetry={tick} />;
  return <Skeleton className="app-card" row={6} />;
}
