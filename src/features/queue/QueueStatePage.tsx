import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { useRefusalText } from '@/kit/refusalText';
import type { QueueState } from '@/contract';
import { queueApi } from '@/domains/queue/api';
import { clearRecord, readRecord } from '@/domains/queue/record';
import { useGo } from '@/domains/hospital/useGo';
import { EmptyState } from '@/kit/EmptyState';
import { usePolledQuery } from '@/kit/query/usePolledQuery';
import { href } from '@/kit/routes';
import { QUEUE_POLL_MS, type RecordCheck } from '@/rules/queue';
import { QueueBoard } from './QueueBoard';
import type { QueueLeaveReason } from './QueueLoginPage';
import { isQueueDown, queueErrorMessage } from './queueDown';

/** What one question found: the queue, or that the record is gone. */
type Asked = { state: QueueState } | { gone: RecordGone };
type RecordGone = Extract<RecordCheck, { ok: false }>['reason'];

/** The live queue of the queue login's visit: asked again every 10 s while visible. */
export default function QueueStatePage() {
  const { t } = useTranslation('queue');
  const refusalText = useRefusalText();
  const go = useGo();
  // The login this page shows; a new login, even of the same visit, is asked afresh.
  const [login] = useState(readRecord);
  const left = useRef(false);

  const leave = useCallback(
    (reason?: QueueLeaveReason) => {
      if (left.current) return;
      left.current = true;
      clearRecord();
      go(href('/queue/login', { reason }), { replace: true });
    },
    [go],
  );

  const { data, error } = usePolledQuery(
    login.ok ? ['queue', 'state', login.record.examNo, login.record.expire] : null,
    // The record is read at each question: it expires while the page is open.
    async (): Promise<Asked> => {
      const check = readRecord();
      return check.ok ? { state: await queueApi.queryState(check.record) } : { gone: check.reason };
    },
    { everyMs: QUEUE_POLL_MS },
  );
  const gone = login.ok ? (data && 'gone' in data ? data.gone : null) : login.reason;

  // The queue system down is not the login failing: the record stays, the page asks again.
  const down = isQueueDown(error);
  useEffect(() => {
    if (gone) leave(gone === 'expired' ? 'expired' : undefined);
    else if (error && !down) leave('failed');
  }, [gone, error, down, leave]);

  const footer = (
    <>
      <p className="queue-hint">{t('board.refreshHint')}</p>
      <div className="queue-login__submit">
        <Button block round plain type="primary" onClick={() => leave()}>
          {t('board.leave')}
        </Button>
      </div>
    </>
  );
  // A place the queue system cannot confirm now is not shown, not even the last one.
  if (down)
    return (
      <div className="queue-page">
        <EmptyState
          kind="error"
          text={queueErrorMessage(error, t, refusalText)}
          testId="queue-down"
        />
        {footer}
      </div>
    );
  const state = data && 'state' in data ? data.state : null;
  if (!state) return <Skeleton className="app-card" row={6} />;
  return <QueueBoard state={state} footer={footer} />;
}
