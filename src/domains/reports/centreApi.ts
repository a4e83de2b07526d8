import { api } from '@/kit/api/client';
import { invalidate } from '@/kit/query/store';
import { useQuery } from '@/kit/query/useQuery';
import type {
  ExternalReport,
  Rating,
  RatingItem,
  RatingSaveBody,
  ReportComparison,
  ReportListEntry,
} from '@/contract';

/** The report centre's, the rating's and the comparison's calls (spec 2, "Reports and rating"). */
export const centreApi = {
  examRecords: (hospId: number, profileId: number) =>
    api.get<ReportListEntry[]>('api/report/ExamRecords', { hospId, profileId }),
  externalReports: (hospId: number, profileId: number) =>
    api.get<ExternalReport[]>('api/report/ExternalReports', { hospId, profileId }),
  ratingItems: () => api.get<RatingItem[]>('api/rating/list'),
  ratingRecord: (tjbh: string) => api.get<Rating | null>('api/rating/record', { tjbh }),
  saveRating: (body: RatingSaveBody) => api.post<Rating>('api/rating/save', body),
  compare: (hospId: number, tjbh: readonly string[]) =>
    api.get<ReportComparison>('api/report/compare', { hospId, tjbh: tjbh.join(',') }),
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

export const useExamRecords = (hospId: number, profileId: number | null) =>
  useQuery(profileId === null ? null : centreKeys.records(hospId, profileId), () =>
    centreApi.examRecords(hospId, profileId ?? 0),
  );

export const useExternalReports = (hospId: number, profileId: number | null) =>
  useQuery(profileId === null ? null : centreKeys.external(hospId, profileId), () =>
    centreApi.externalReports(hospId, profileId ?? 0),
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

/** After a rating: the lists' is_rated and the exam's record are out of date. */
export const ratingChanged = () => invalidate(centreKeys.all);
