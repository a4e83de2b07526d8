import dayjs from 'dayjs';
import { Tag } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { ReportShare, ShareOpen } from '@/contract';
import '@/kit/outlineButton.css';

const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');
/** A lock's end: its time alone when it lifts today (15 minutes at first, a day at most). */
const until = (iso: string) =>
  dayjs(iso).format(dayjs(iso).isSame(dayjs(), 'day') ? 'HH:mm' : 'MM-DD HH:mm');

/** "iPhone · WeChat", or the system alone when the app is not told apart. */
function DeviceOf({ open }: { open: ShareOpen }) {
  const { t } = useTranslation('shares');
  const system = t(`devices.systems.${open.system}`);
  return <>{open.app === 'other' ? system : `${system} · ${t(`devices.apps.${open.app}`)}`}</>;
}

/** A share: who it is for, its state and times, who opened it when, and its end button. */
function ShareItem({
  share,
  onEnd,
  withReport,
}: {
  share: ReportShare;
  onEnd: (s: ReportShare) => void;
  withReport: boolean;
}) {
  const { t } = useTranslation('shares');
  return (
    <li className="app-card shares-item" data-testid="share" data-state={share.state}>
      <div className="shares-item__head">
        <span className="shares-item__person">{share.person}</span>
        <Tag plain={share.state === 'open'} type={share.state === 'open' ? 'primary' : 'default'}>
          {t(`manage.state.${share.state}`)}
        </Tag>
      </div>
      {withReport && (
        <p className="shares-item__meta" data-testid="share-report">
          {t('manage.report', { name: share.name, date: share.tjrq })}
        </p>
      )}
      <p className="shares-item__meta">
        {t('manage.createdAt')} <span className="shares-nowrap">{when(share.createdAt)}</span>
      </p>
      <p className="shares-item__meta">
        {share.endedAt ? t('manage.endedAt') : t('manage.expiresAt')}{' '}
        <span className="shares-nowrap">{when(share.endedAt ?? share.expiresAt)}</span>
      </p>
      {share.state === 'ended' && share.endReason && (
        <p className="shares-item__meta" data-testid="share-end-reason">
          {t(`manage.endReason.${share.endReason}`)}
        </p>
      )}
      {share.state === 'open' && share.lockedUntil && (
        <p
          className="shares-item__meta shares-item__locked"
          role="status"
          data-testid="share-locked"
        >
          {t('manage.locked', { time: until(share.lockedUntil) })}
        </p>
      )}
      <h4 className="shares-item__opens-title">
        {t('manage.opens', { count: share.opens.reduce((sum, o) => sum + o.count, 0) })}
      </h4>
      {share.opens.length === 0 ? (
        <p className="shares-item__meta">{t('manage.noOpens')}</p>
      ) : (
        <ul className="shares-item__opens">
          {share.opens.map((o, i) => (
            <li key={`${o.openedAt}-${i}`} data-testid="share-open">
              <span className="shares-nowrap">{when(o.openedAt)}</span> <DeviceOf open={o} />
              {o.place && <span className="shares-item__place"> {o.place}</span>}{' '}
              <span className="shares-nowrap">{t('manage.openCount', { count: o.count })}</span>
            </li>
          ))}
        </ul>
      )}
      {share.state === 'open' && (
        <div className="shares-item__actions">
          <button
            type="button"
            className="app-outline-button shares-end"
            aria-label={t('manage.endLabel', { person: share.person })}
            onClick={() => onEnd(share)}
          >
            {t('manage.end')}
          </button>
        </div>
      )}
    </li>
  );
}

/** The shares of one report, or with `withReport` of every report, each naming its report. */
export function ShareList({
  shares,
  onEnd,
  withReport = false,
}: {
  shares: ReportShare[];
  onEnd: (share: ReportShare) => void;
  withReport?: boolean;
}) {
  const { t } = useTranslation('shares');
  if (shares.length === 0)
    return <p className="shares-empty">{t(withReport ? 'manage.allEmpty' : 'manage.empty')}</p>;
  return (
    <ul className="shares-list" data-testid="share-list">
      {shares.map((s) => (
        <ShareItem key={s.id} share={s} onEnd={onEnd} withReport={withReport} />
      ))}
    </ul>
  );
}
