import { useEffect } from 'react';
import { Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { useRefusalText } from '@/kit/refusalText';
import { queueApi } from '@/domains/queue/api';
import { useHospId } from '@/domains/hospital/scope';
import { Barcode } from '@/kit/Barcode';
import { EmptyState } from '@/kit/EmptyState';
import { useQuery } from '@/kit/query/useQuery';
import { GUIDE_BARCODE_DELAY_MS, TASK_STATUS } from '@/rules/queue';
import { queueErrorMessage } from './queueDown';
import './queue.css';
import { toast } from '@/kit/toast';

const statusKey = (status: number) =>
  status === TASK_STATUS.done ? 'done' : status === TASK_STATUS.queued ? 'queued' : 'notQueued';

/** The electronic guide sheet: who, which exam, the barcode the desks scan, and the items. */
export default function GuidelinePage() {
  const { t } = useTranslation('queue');
  const refusalText = useRefusalText();
  const hospId = useHospId();
  const { data: info, error } = useQuery(['queue', 'examInfo', hospId], () =>
    queueApi.examInfo(hospId),
  );

  // Spec 8: a code other than 200 on exam info is a toast with the server's msg.
  useEffect(() => {
    if (error) void toast('fail', queueErrorMessage(error, t, refusalText));
  }, [error, t, refusalText]);

  if (error) return <EmptyState kind="error" text={t('guide.empty')} testId="guide-empty" />;
  if (!info) return <Skeleton className="app-card" row={8} />;
  const dash = (v: string) => v.trim() || '-';
  return (
    <div className="queue-page guide-sheet" data-testid="guide-sheet">
      <section className="app-card guide-barcode">
        <Barcode value={info.examNo} delayMs={GUIDE_BARCODE_DELAY_MS} />
        <p>{t('guide.barcodeHint')}</p>
      </section>
      <section className="app-card">
        <dl>
          <dt>{t('guide.name')}</dt>
          <dd>{info.name}</dd>
          <dt>{t('guide.examDate')}</dt>
          <dd>{info.examDate}</dd>
          <dt>{t('guide.examNo')}</dt>
          <dd>{info.examNo}</dd>
          <dt>{t('guide.phone')}</dt>
          <dd>{info.mobile}</dd>
          <dt>{t('guide.company')}</dt>
          <dd>{dash(info.companyName)}</dd>
          <dt>{t('guide.batch')}</dt>
          <dd>{dash(info.companyBatchName)}</dd>
          <dt>{t('guide.package')}</dt>
          <dd>{info.packageName}</dd>
        </dl>
      </section>
      {info.notice.trim() && (
        <section className="app-card">
          <h2 className="app-section-title">{t('guide.notice')}</h2>
          <p className="guide-notice">{info.notice}</p>
        </section>
      )}
      <section className="app-card">
        <h2 className="app-section-title">{t('guide.items')}</h2>
        <ul className="queue-tasks">
          {info.items.map((item, i) => (
            <li key={`${item.name}-${i}`} className="queue-task" data-testid="guide-item">
              <div className="queue-task__main">
                <span className="queue-task__name">{item.name}</span>
                {item.notice && <span className="guide-item__notice">{item.notice}</span>}
              </div>
              <span className={`queue-task__status queue-task__status--${statusKey(item.status)}`}>
                {t(`guide.status.${statusKey(item.status)}`)}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
