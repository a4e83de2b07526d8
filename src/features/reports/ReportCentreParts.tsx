import { useTranslation } from 'react-i18next';
import type { ExternalReport } from '@/contract';
import { useHospitalInfo } from '@/domains/hospital/queries';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { EmptyState } from '@/kit/EmptyState';
import { ListFoot } from '@/kit/query/ListFoot';
import type { PagedQuery } from '@/kit/query/usePagedQuery';

/** No exam and no external report: check phone and ID, or call the centre (spec). */
export function NoReports() {
  const { t } = useTranslation('reports');
  const info = useHospitalInfo();
  const phone = info.data ? info.data.primaryPhone || info.data.phone : '';
  return (
    <EmptyState kind="search" text={t('empty.none')} testId="reports-none">
      <div className="rc-none">
        <p className="rc-none__advice">{t('empty.advice')}</p>
        {phone && (
          <a className="rc-none__call" href={`tel:${phone}`}>
            {t('empty.call', { phone })}
          </a>
        )}
      </div>
    </EmptyState>
  );
}

/**
 * The exam records could not be read: the spec's own words (document 2, section 8), then
 * the server's reason when it gave one a patient can read, and a way to try again.
 */
export function RecordsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(['reports', 'common']);
  const reason = apiErrorMessage(error, t, '');
  return (
    <EmptyState
      kind="error"
      text={t('recordsError')}
      testId="records-error"
      action={{ label: t('common:actions.retry'), onClick: onRetry }}
    >
      {reason && <p className="rc-none__advice">{reason}</p>}
    </EmptyState>
  );
}

/** Reports made elsewhere: a link opens as it is, a PDF in the app's viewer. */
export function ExternalList({
  list,
  onOpen,
}: {
  list: PagedQuery<ExternalReport>;
  onOpen: (report: ExternalReport) => void;
}) {
  const { t } = useTranslation('reports');
  const reports = list.rows ?? [];
  if (reports.length === 0 && !list.more)
    return <EmptyState text={t('empty.other')} testId="reports-empty" />;
  return (
    <>
      <ul className="rc-list">
        {reports.map((r) => (
          <li key={`${r.tjbh}-${r.report_data_type}`}>
            <button
              type="button"
              className="app-card rc-card rc-card--external"
              data-testid={`external-${r.tjbh}`}
              onClick={() => onOpen(r)}
            >
              <span className="rc-card__head">
                <span className="rc-card__name">{r.inspection_item_name}</span>
                <span className={`rc-tag rc-tag--${r.report_data_type}`}>
                  {t(`external.${r.report_data_type}`)}
                </span>
              </span>
              <span className="rc-card__line">{t('external.date', { date: r.report_date })}</span>
              <span className="rc-card__line">{t('examNo', { no: r.tjbh })}</span>
            </button>
          </li>
        ))}
      </ul>
      <ListFoot list={list} />
    </>
  );
}
