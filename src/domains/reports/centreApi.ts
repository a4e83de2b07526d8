import { call } from '@/kit/api/call';
import { useQuery } from '@/kit/query/useQuery';
import { usePagedQuery, type PageWindow } from '@/kit/query/usePagedQuery';
import {
  examRecords,
  externalReports,
  ratingList,
  ratingRecord,
  reportCompare,
  saveRating,
} from '@/contract/calls/reports';
import type { ExternalReport, RatingSaveBody, ReportListEntry } from '@/contract';

/** The report centre's, the rating's and the comparison's calls (spec 2, "Reports and rating"). */
export const centreApi = {
  examRecords: (hospId: number, profileId: number, window: PageWindow) =>
    call(examRecords, { hospId, profileId, ...window }),
  externalReports: (hospId: number, profileId: number, window: PageWindow) =>
    call(externalReports, { hospId, profileId, ...window }),
  ratingItems: () => call(ratingList),
  ratingRecord: (tjbh: string) => call(ratingRecord, { tjbh }),
  saveRating: (body: RatingSaveBody) => call(saveRating, body),
  compare: (hospId: number, tjbh: readonly string[]) =>
    call(reportCompare, { hospId, tjbh: tjbh.join(',') }),
};

/** Keys of the centre's data, all under ['reports', 'centre']. */
export const centreKeys = {
  all: ['reports', 'centre'] as const,
  records: (hospId: number, profileId: number) =>
    ['reports', 'centre', 'records', hospId, profileId] as const,
  external: (hospId: number, profileId: number) =>
    ['reports', 'centre', 'external', hospId, profileId] as const,
  ratingItems: ['reports', 'centre', 'ratingItems'] as const,
  rating: (tjbh: string) => ['reports', 'centre', 'rating', tjbh] as const,
  compare: (hospId: number, tjbh: string) =>
    ['reports', 'centre', 'compare', hospId, tjbh] as const,
};

/** The person's exams, newest first, a page at a time (the centre and the compare list). */
export const useExamRecords = (hospId: number, profileId: number | null) =>
  usePagedQuery(
    profileId === null ? null : centreKeys.records(hospId, profileId),
    (window) => centreApi.examRecords(hospId, profileId ?? 0, window),
    (exam: ReportListEntry) => exam.tjbh,
  );

/** The person's reports made elsewhere, newest first, a page at a time. */
export const useExternalReports = (hospId: number, profileId: number | null) =>
  usePagedQuery(
    profileId === null ? null : centreKeys.external(hospId, profileId),
    (window) => centreApi.externalReports(hospId, profileId ?? 0, window),
    (report: ExternalReport) => `${report.tjbh}-${report.report_data_type}`,
  );

export const useRatingItems = (enabled: boolean) =>
  useQuery(enabled ? centreKeys.ratingItems : null, centreApi.ratingItems);

export const useRatingRecord = (tjbh: string | null) =>
  useQuery(tjbh === null ? null : centreKeys.rating(tjbh), () =>
    centreApi.ratingRecord(tjbh ?? ''),
  );

export const useComparison = (hospId: number, tjbh: readonly string[]) =>
  useQuery(tjbh.length === 0 ? null : centreKeys.compare(hospId, tjbh.join(',')), () =>
    centreApi.compare(hospId, tjbh),
  );
