import { call } from '@/kit/api/call';
import { invalidate } from '@/kit/query/store';
import { useQuery } from '@/kit/query/useQuery';
import {
  examRecords,
  externalReports,
  ratingList,
  ratingRecord,
  reportCompare,
  saveRating,
} from '@/contract/reports';
import type { RatingSaveBody } from '@/contract';

/** The report centre's, the rating's and the comparison's calls (spec 2, "Reports and rating"). */
export const centreApi = {
  examRecords: (hospId: number, profileId: number) => call(examRecords, { hospId, profileId }),
  externalReports: (hospId: number, profileId: number) =>
    call(externalReports, { hospId, profileId }),
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
