import { useEffect, useMemo } from 'react';
import { Button } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { doctorSummary } from '@/contract/summary';
import { useHospConfigs } from '@/domains/hospital/queries';
import { useGo } from '@/domains/hospital/useGo';
import { call } from '@/kit/api/call';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { EmptyState } from '@/kit/EmptyState';
import { useQuery } from '@/kit/query/useQuery';
import { href } from '@/kit/routes';
import { useRouteQuery } from '@/kit/useRouteQuery';
import { isWeChat } from '@/platform/wechat/detect';
import { useDownload } from '@/platform/wechat/DownloadTip';
import { viewerOpensInBrowser } from '@/rules/pdfActions';
import { CODE_RATING_FIRST } from '@/rules/reportGate';
import { compareNumbers } from '@/rules/reports';
import { bytesOf } from './PdfReportPageLoader';
import { PdfReportPageViewer } from './PdfReportPageViewer';
import './pdfReport.css';

/**
 * The summary for the doctor (issue 29): one A4 page the server draws from the exam `tjbh`
 * (with the exams it is compared with, `compare`), shown in the report PDF's viewer with its
 * download, and inside WeChat, which blocks downloads, the tip that leads to a browser.
 */
export default function DoctorSummaryPage() {
  const { t } = useTranslation(['summary', 'reports']);
  const go = useGo();
  const query = useRouteQuery('/report/summary');
  const tjbh = query.tjbh ?? '';
  const compare = compareNumbers(query.compare).join(',');
  const configs = useHospConfigs();
  const { download, tip } = useDownload();
  const { data, error } = useQuery(tjbh ? ['doctorSummary', tjbh, compare] : null, () =>
    call(doctorSummary, compare ? { tjbh, compare } : { tjbh }),
  );

  const bytes = useMemo(() => (data ? bytesOf(data) : null), [data]);
  const fileUrl = useMemo(
    () => (bytes ? URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' })) : null),
    [bytes],
  );
  useEffect(() => () => void (fileUrl && URL.revokeObjectURL(fileUrl)), [fileUrl]);

  if (!tjbh) return <EmptyState kind="error" text={t('missing')} testId="summary-missing" />;
  if (error)
    return (
      <EmptyState
        kind="error"
        text={apiErrorMessage(error, t, t('failed'))}
        testId="summary-error"
        // The patient's own unrated exam: the report centre asks for the rating.
        action={
          error.code === CODE_RATING_FIRST
            ? { label: t('reports:gate.go'), onClick: () => go(href('/reports')) }
            : undefined
        }
      />
    );
  const filename = t('fileName', { tjbh });
  return (
    <div className="pdf-report" data-testid="summary-page">
      {bytes ? (
        <PdfReportPageViewer bytes={bytes} />
      ) : (
        <EmptyState compact text={t('loading')} testId="summary-loading" />
      )}
      {fileUrl && (
        <div className="app-bottom-bar pdf-report__actions">
          {viewerOpensInBrowser(configs.data ?? []) && (
            <Button
              round
              data-testid="summary-view"
              onClick={() =>
                isWeChat() ? download(fileUrl, filename) : window.open(fileUrl, '_blank')
              }
            >
              {t('view')}
            </Button>
          )}
          <Button
            round
            type="primary"
            data-testid="summary-download"
            onClick={() => download(fileUrl, filename)}
          >
            {t('download')}
          </Button>
        </div>
      )}
      <p className="pdf-report__hint">{t('hint')}</p>
      {tip}
    </div>
  );
}
