import { useTranslation } from 'react-i18next';
import { doctorSummary } from '@/contract/calls/summary';
import { call } from '@/kit/api/call';
import { EmptyState } from '@/kit/EmptyState';
import { useQuery } from '@/kit/query/useQuery';
import { useRouteQuery } from '@/kit/useRouteQuery';
import { compareNumbers } from '@/rules/reports';
import { PdfDocument, PdfRefusal } from './PdfDocument';

/**
 * The summary for the doctor (issue 29): the A4 page the server draws from the exam `tjbh`
 * (with the exams it is compared with, `compare`), shown in the report PDF's viewer with its
 * download, and inside WeChat, which blocks downloads, the tip that leads to a browser.
 */
export default function DoctorSummaryPage() {
  const { t } = useTranslation(['summary', 'reports']);
  const query = useRouteQuery('/report/summary');
  const tjbh = query.tjbh ?? '';
  const compare = compareNumbers(query.compare).join(',');
  const { data, error } = useQuery(tjbh ? ['doctorSummary', tjbh, compare] : null, () =>
    call(doctorSummary, compare ? { tjbh, compare } : { tjbh }),
  );

  if (!tjbh) return <EmptyState kind="error" text={t('missing')} testId="summary-missing" />;
  if (error) return <PdfRefusal error={error} fallback={t('failed')} testId="summary-error" />;
  const words = {
    loading: t('loading'),
    view: t('view'),
    download: t('download'),
    hint: t('hint'),
  };
  return (
    <div className="pdf-report" data-testid="summary-page">
      <PdfDocument data={data} filename={t('fileName', { tjbh })} words={words} testId="summary" />
    </div>
  );
}
