import { Button, Skeleton } from 'react-vant';
import { useTranslation } from 'react-i18next';
import type { CompanyAppointment } from '@/contract';
import { useCompanyAppointments } from '@/domains/company/queries';
import { useCancelCompanyBooking } from '@/domains/company/mutations';
import { useHospConfigs } from '@/domains/hospital/queries';
import { useHospId } from '@/domains/hospital/scope';
import { useAccount } from '@/domains/session/useAccount';
import { useGo } from '@/domains/hospital/useGo';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { askConfirm } from '@/kit/dialogs';
import { EmptyState } from '@/kit/EmptyState';
import { ErrorState } from '@/kit/ErrorState';
import { PullToRefresh } from '@/kit/PullToRefresh';
import { ListFoot } from '@/kit/query/ListFoot';
import { href } from '@/kit/routes';
import { arrangeAppointments } from '@/rules/company';
import { configEnabled } from '@/rules/configs';
import { MaritalDialog } from './MaritalDialog';
import { useStartBooking } from './useStartBooking';
import './company.css';
import { toast } from '@/kit/toast';

/**
 * The person's company appointments: newest exam number first, those over a year old apart,
 * a page at a time. The server sends them exam number descending, so the rules hold over
 * the pages read: the first row of the first page is the first of all (all that
 * show_top1_company_appointment shows, with no more to read), and the year-old ones come
 * last, so their section grows at the end as pages come. The rules still run over the rows
 * read, for a backend that sends the whole list unsorted.
 */
export default function CompanyOrderListPage() {
  const { t } = useTranslation('company');
  const hospId = useHospId();
  const configs = useHospConfigs();
  const user = useAccount();
  const list = useCompanyAppointments(hospId, user.id);
  const { start, asking } = useStartBooking();

  if (list.loading || configs.loading) return <Skeleton row={6} style={{ padding: 16 }} />;
  if (list.error || !list.rows) return <ErrorState error={list.error} onRetry={list.reload} />;
  const topOnly = configEnabled(configs.data ?? [], 'show_top1_company_appointment');
  const { recent, older } = arrangeAppointments(list.rows, new Date(), topOnly);

  return (
    <div className="company" data-testid="company-list">
      <PullToRefresh>
        {recent.length + older.length === 0 && !list.more ? (
          <EmptyState text={t('empty')} testId="company-empty" />
        ) : (
          <>
            <Cards list={recent} onBook={start} />
            {older.length > 0 && (
              <section data-testid="company-older">
                <h2 className="company__section-title company__list-title">{t('older')}</h2>
                <Cards list={older} onBook={start} />
              </section>
            )}
            {!topOnly && <ListFoot list={list} />}
          </>
        )}
      </PullToRefresh>
      {asking && <MaritalDialog name={asking.profile.name} onDone={asking.resolve} />}
    </div>
  );
}

function Cards({
  list,
  onBook,
}: {
  list: CompanyAppointment[];
  onBook: (a: CompanyAppointment) => void;
}) {
  const { t } = useTranslation('company');
  const go = useGo();
  const cancelling = useCancelCompanyBooking();

  async function cancel(a: CompanyAppointment) {
    const sure = await askConfirm({
      message: t('cancelConfirm'),
      confirmText: t('actions.cancel'),
      cancelText: t('cancelKeep'),
      danger: true,
    });
    if (!sure) return;
    try {
      const { msg } = await cancelling.run(a.id);
      void toast('success', msg);
    } catch (err) {
      void toast('fail', apiErrorMessage(err, t));
    }
  }

  return (
    <ul className="company__list">
      {list.map((a) => (
        <li key={a.id} className="app-card company__card" data-testid={`company-appt-${a.examNo}`}>
          <div className="company__head">
            <span className="company__name">{a.companyName}</span>
            <span className={`company__status company__status--${a.appointStatus}`}>
              {t(`status.${a.appointStatus === 1 ? 1 : a.appointStatus === 2 ? 2 : 0}`)}
            </span>
          </div>
          <p className="company__line">{t('fields.batchLine', { batch: a.companyBatchName })}</p>
          <p className="company__line">{t('fields.personLine', { name: a.name })}</p>
          <p className="company__line">{t('fields.groupLine', { group: a.groupName })}</p>
          {a.appointDate && (
            <p className="company__line">
              {t('fields.timeLine', { date: a.appointDate, range: a.appointTimeRangeName ?? '' })}
            </p>
          )}
          <div className="company__actions">
            {a.appointStatus === 0 && (
              <Button round size="small" type="primary" onClick={() => onBook(a)}>
                {t('actions.book')}
              </Button>
            )}
            {a.appointStatus === 1 && (
              <>
                <Button
                  round
                  size="small"
                  disabled={cancelling.pending}
                  onClick={() => void cancel(a)}
                >
                  {t('actions.cancel')}
                </Button>
                <Button
                  round
                  size="small"
                  type="primary"
                  onClick={() => go(href('/company/orderInfo', { id: a.id }))}
                >
                  {t('actions.details')}
                </Button>
              </>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
