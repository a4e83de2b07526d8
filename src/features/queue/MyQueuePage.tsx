import { Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { useRefusalText } from '@/kit/refusalText';
import { queueApi } from '@/domains/queue/api';
import { useHospId } from '@/domains/hospital/scope';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { usePolledQuery } from '@/kit/query/usePolledQuery';
import { QUEUE_POLL_MS } from '@/rules/queue';
import { QueueBoard } from './QueueBoard';
import { isQueueDown, queueErrorMessage } from './queueDown';

/** My exam queue (signed in): the account's own visit today, live while the page is visible. */
export default function MyQueuePage() {
  const { t } = useTranslation('queue');
  const refusalText = useRefusalText();
  const hospId = useHospId();
  // A failed refresh keeps the last answer on screen; only a first failure is shown. The
  // queue system down is shown at once: its last places are no longer known to be true.
  const {
    data: state,
    error,
    reload,
  } = usePolledQuery(['queue', 'mine', hospId], () => queueApi.mine(hospId), {
    everyMs: QUEUE_POLL_MS,
  });

  if (isQueueDown(error))
    return (
      <EmptyState
        kind="error"
        text={queueErrorMessage(error, t, refusalText)}
        testId="queue-down"
        action={{ label: t('common:actions.retry'), onClick: reload }}
      />
    );
  if (state)
    return (
      <QueueBoard state={state} footer={<p className="queue-hint">{t('board.refreshHint')}</p>} />
    );
  if (error) return <ErrorState error={error} onRetry={reload} />;
  return <Skeleton className="app-card" row={6} />;
}
