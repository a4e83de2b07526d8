import { useCallback, useRef, useState } from 'react';
import { Button, Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { QueueState } from '@/contract';
import { queueApi } from '@/domains/queue/api';
import { clearRecord, readRecord } from '@/domains/queue/record';
import { useVisiblePolling } from '@/domains/queue/useVisiblePolling';
import { useGo } from '@/domains/hospital/useGo';
import { href } from '@/kit/routes';
import { QUEUE_POLL_MS } from '@/rules/queue';
import { QueueBoard } from './QueueBoard';
import type { QueueLeaveReason } from './QueueLoginPage';

/** The live queue of the queue login's visit: asked again every 10 s while visible. */
export default function QueueStatePage() {
  const { t } = useTranslation('queue');
  const go = useGo();
  const [state, setState] = useState<QueueState | null>(null);
  const left = useRef(false);

  const leave = useCallback(
    (reason?: QueueLeaveReason) => {
      left.current = true;
      clearRecord();
      go(href('/queue/login', { reason }), { replace: true });
    },
    [go],
  );

  const tick = useCallback(() => {
    if (left.current) return;
    const check = readRecord();
    if (!check.ok) return leave(check.reason === 'expired' ? 'expired' : undefined);
    queueApi.queryState(check.record).then(
      (next) => {
        if (!left.current) setState(next);
      },
      () => {
        if (!left.current) leave('failed');
      },
    );
  }, [leave]);

  useVisiblePolling(tick, QUEUE_POLL_MS);

  if (!state) return <Skeleton className="app-card" row={6} />;
  return (
    <QueueBoard
      state={state}
      footer={
        <>
          <p className="queue-hint">{t('board.refreshHint')}</p>
          <div className="queue-login__submit">
            <Button block round plain type="primary" onClick={() => leave()}>
              {t('board.leave')}
            </Button>
          </div>
        </>
      }
    />
  );
}
