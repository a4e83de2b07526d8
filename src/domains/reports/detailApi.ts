import { api } from '@/kit/api/client';
import { useQuery } from '@/kit/query/useQuery';
import type { ExamReport, ReportTrend } from '@/contract';

/** The report detail's and the PDF viewer's calls (the centre's are in their own module). */
export const reportDetailApi = {
  query: (tjbh: string) => api.get<ExamReport>('api/report/query', { tjbh }),
  trend: (tjbh: string, item: string, node: string) =>
    api.get<ReportTrend>('api/report/trend', { tjbh, item, node }),
  /** The PDF in base64; a code-201 refusal carries the URL to open instead (its data). */
  pdf: (hospId: string, reportKey: string, name: string) =>
    api.get<string>('api/report/pdfReport', { hospId, reportKey, name }),
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
