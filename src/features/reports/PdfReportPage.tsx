import { useEffect, useMemo } from 'react';
import { Button } from 'react-vant';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { reportDetailApi } from '@/domains/reports/detailApi';
import { useHospConfigs } from '@/domains/hospital/queries';
import { useHospId } from '@/domains/hospital/scope';
import { useGo } from '@/domains/hospital/useGo';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { EmptyState } from '@/kit/EmptyState';
import { useQuery } from '@/kit/query/useQuery';
import { href } from '@/kit/routes';
import { useRouteQuery } from '@/kit/useRouteQuery';
import { isWeChat } from '@/platform/wechat/detect';
import { useDownload } from '@/platform/wechat/DownloadTip';
import { redirectOf, viewerOpensInBrowser } from '@/rules/pdfActions';
import { CODE_RATING_FIRST } from '@/rules/reportGate';
import { bytesOf } from './PdfReportPageLoader';
import { PdfReportPageViewer } from './PdfReportPageViewer';
import './pdfReport.css';
import { toast } from '@/kit/toast';

/** The spec's "parameter error" is shown this long before going back. */
export const PARAM_ERROR_BACK_MS = 1500;

/**
 * The PDF report (spec 2, /pdfreport?reportKey&name), drawn in the page with pdf.js. No
 * login: the key and the name open it, and the server's refusal (a wrong name, a made-up or
 * expired key, PDFs switched off, too many tries) is shown in its own words.
 */
export default function PdfReportPage() {
  const { t } = useTranslation(['reportDetail', 'reports']);
  const go = useGo();
  const query = useRouteQuery('/pdfreport');
  const navigate = useNavigate();
  const hospId = useHospId();
  const reportKey = query.reportKey ?? '';
  const name = query.name ?? '';
  const missing = !reportKey || !name;
  const configs = useHospConfigs();
  const { download, tip } = useDownload();
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

  const bytes = useMemo(() => (data ? bytesOf(data) : null), [data]);
  const fileUrl = useMemo(
    () => (bytes ? URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' })) : null),
    [bytes],
  );
  useEffect(() => () => void (fileUrl && URL.revokeObjectURL(fileUrl)), [fileUrl]);

  if (missing) return <EmptyState kind="error" text={t('pdf.paramError')} testId="pdf-param" />;
  if (error && !redirect)
    return (
      <EmptyState
        kind="error"
        text={apiErrorMessage(error, t, t('pdf.failed'))}
        testId="pdf-error"
        // The signed-in patient's own unrated exam: the report centre asks for the rating.
        action={
          error.code === CODE_RATING_FIRST
            ? { label: t('reports:gate.go'), onClick: () => go(href('/reports')) }
            : undefined
        }
      />
    );
  const view = viewerOpensInBrowser(configs.data ?? []);
  const filename = `${name}.pdf`;
  return (
    <div className="pdf-report" data-testid="pdf-report">
      {bytes ? (
        <PdfReportPageViewer bytes={bytes} />
      ) : (
        <EmptyState compact text={t('pdf.loading')} testId="pdf-loading" />
      )}
      {fileUrl && (
        <div className="app-bottom-bar pdf-report__actions">
          {view && (
            <Button
              round
              data-testid="pdf-view"
              onClick={() =>
                isWeChat() ? download(fileUrl, filename) : window.open(fileUrl, '_blank')
              }
            >
              {t('pdf.view')}
            </Button>
          )}
          <Button
            round
            type="primary"
            data-testid="pdf-download"
            onClick={() => download(fileUrl, filename)}
          >
            {t('pdf.download')}
          </Button>
        </div>
      )}
      <p className="pdf-report__hint">{t('pdf.browserHint')}</p>
      {tip}
    </div>
  );
}
