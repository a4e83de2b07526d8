import { call } from '@/kit/api/call';
import { useQuery } from '@/kit/query/useQuery';
import { pdfReport, reportQuery } from '@/contract/calls/reports';
import { reportTrend } from '@/contract/calls/reportTrend';

/** The report detail's and the PDF viewer's calls (the centre's are in their own module). */
export const reportDetailApi = {
  query: (tjbh: string) => call(reportQuery, { tjbh }),
  trend: (tjbh: string, item: string, node: string) => call(reportTrend, { tjbh, item, node }),
  /**
   * The PDF in base64; a code-201 refusal carries the URL to open instead (its data). The
   * page hands the branch over as its route read it; one that is no number is refused.
   */
  pdf: (hospId: number, reportKey: string, name: string) =>
    call(pdfReport, { hospId, reportKey, name }),
};

/** Keys of the report detail's data: a published report does not change, so no invalidation. */
export const reportDetailKeys = {
  report: (tjbh: string) => ['reportDetail', 'report', tjbh] as const,
  trend: (tjbh: string, item: string, node: string) =>
    ['reportDetail', 'trend', tjbh, item, node] as const,
};

export const useExamReport = (tjbh: string) =>
  useQuery(tjbh ? reportDetailKeys.report(tjbh) : null, () => reportDetailApi.query(tjbh));

export const useReportTrend = (tjbh: string, value: { item: string; node: string } | null) =>
  useQuery(value ? reportDetailKeys.trend(tjbh, value.item, value.node) : null, () =>
    reportDetailApi.trend(tjbh, value!.item, value!.node),
  );
