import { useEffect, useMemo } from 'react';
import { Button } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { useHospConfigs } from '@/domains/hospital/queries';
import { useGo } from '@/domains/hospital/useGo';
import type { ApiError } from '@/kit/api/envelope';
import { apiErrorMessage } from '@/kit/apiErrorMessage';
import { EmptyState } from '@/kit/EmptyState';
import { href } from '@/kit/routes';
import { isWeChat } from '@/platform/wechat/detect';
import { useDownload } from '@/platform/wechat/DownloadTip';
import { viewerOpensInBrowser } from '@/rules/pdfActions';
import { CODE_RATING_FIRST } from '@/rules/reportGate';
import { bytesOf } from './PdfReportPageLoader';
import { PdfReportPageViewer } from './PdfReportPageViewer';
import './pdfReport.css';

/** What a PDF page says around its document, in its own namespace. */
export interface PdfDocumentWords {
  loading: string;
  view: string;
  download: string;
  hint: string;
}

/**
 * A PDF the server sent (base64), drawn in the page with pdf.js, with its buttons: open it
 * in the browser's viewer where the hospital allows it, and download it; inside WeChat, which
 * blocks downloads, the tip that leads to a browser. The report PDF and the summary for the
 * doctor show theirs this way; `testId` names the page's loading text and buttons.
 */
export function PdfDocument({
  data,
  filename,
  words,
  testId,
}: {
  data: string | undefined;
  filename: string;
  words: PdfDocumentWords;
  testId: string;
}) {
  const configs = useHospConfigs();
  const { download, tip } = useDownload();
  const bytes = useMemo(() => (data ? bytesOf(data) : null), [data]);
  const fileUrl = useMemo(
    () => (bytes ? URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' })) : null),
    [bytes],
  );
  useEffect(() => () => void (fileUrl && URL.revokeObjectURL(fileUrl)), [fileUrl]);

  return (
    <>
      {bytes ? (
        <PdfReportPageViewer bytes={bytes} />
      ) : (
        <EmptyState compact text={words.loading} testId={`${testId}-loading`} />
      )}
      {fileUrl && (
        <div className="app-bottom-bar pdf-report__actions">
          {viewerOpensInBrowser(configs.data ?? []) && (
            <Button
              round
              data-testid={`${testId}-view`}
              onClick={() =>
                isWeChat() ? download(fileUrl, filename) : window.open(fileUrl, '_blank')
              }
            >
              {words.view}
            </Button>
          )}
          <Button
            round
            type="primary"
            data-testid={`${testId}-download`}
            onClick={() => download(fileUrl, filename)}
          >
            {words.download}
          </Button>
        </div>
      )}
      <p className="pdf-report__hint">{words.hint}</p>
      {tip}
    </>
  );
}

/**
 * A PDF the server refused, in its own words (else `fallback`); for the patient's own unrated
 * exam, the way to the report centre, which asks for the rating.
 */
export function PdfRefusal({
  error,
  fallback,
  testId,
}: {
  error: ApiError;
  fallback: string;
  testId: string;
}) {
  const { t } = useTranslation('reports');
  const go = useGo();
  return (
    <EmptyState
      kind="error"
      text={apiErrorMessage(error, t, fallback)}
      testId={testId}
      action={
        error.code === CODE_RATING_FIRST
          ? { label: t('reports:gate.go'), onClick: () => go(href('/reports')) }
          : undefined
      }
    />
  );
}
