import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { reportDetailApi } from '@/domains/reports/detailApi';
import { useHospId } from '@/domains/hospital/scope';
import { EmptyState } from '@/kit/EmptyState';
import { useQuery } from '@/kit/query/useQuery';
import { useRouteQuery } from '@/kit/useRouteQuery';
import { redirectOf } from '@/rules/pdfActions';
import { toast } from '@/kit/toast';
import { PdfDocument, PdfRefusal } from './PdfDocument';

/** The spec's "parameter error" is shown this long before going back. */
export const PARAM_ERROR_BACK_MS = 1500;

/**
 * The PDF report (spec 2, /pdfreport?reportKey&name), drawn in the page with pdf.js. No
 * login: the key and the name open it, and the server's refusal (a wrong name, a made-up or
 * expired key, PDFs switched off, too many tries) is shown in its own words.
 */
export default function PdfReportPage() {
  const { t } = useTranslation(['reportDetail', 'reports']);
  const query = useRouteQuery('/pdfreport');
  const navigate = useNavigate();
  const hospId = useHospId();
  const reportKey = query.reportKey ?? '';
  const name = query.name ?? '';
  const missing = !reportKey || !name;
  const { data, error } = useQuery(
    missing ? null : ['reportDetail', 'pdf', hospId, reportKey, name],
    () => reportDetailApi.pdf(hospId, reportKey, name),
  );
  const redirect = redirectOf(error);

  useEffect(() => {
    if (!missing) return;
    void toast('fail', t('pdf.paramError'));
    const timer = window.setTimeout(() => navigate(-1), PARAM_ERROR_BACK_MS);
    return () => window.clearTimeout(timer);
  }, [missing, navigate, t]);

  // code 201: the report lives elsewhere; its address replaces this page.
  useEffect(() => {
    if (redirect) window.location.replace(redirect);
  }, [redirect]);

  if (missing) return <EmptyState kind="error" text={t('pdf.paramError')} testId="pdf-param" />;
  if (error && !redirect)
    return <PdfRefusal error={error} fallback={t('pdf.failed')} testId="pdf-error" />;
  const words = {
    loading: t('pdf.loading'),
    view: t('pdf.view'),
    download: t('pdf.download'),
    hint: t('pdf.browserHint'),
  };
  return (
    <div className="pdf-report" data-testid="pdf-report">
      <PdfDocument data={data} filename={`${name}.pdf`} words={words} testId="pdf" />
    </div>
  );
}
