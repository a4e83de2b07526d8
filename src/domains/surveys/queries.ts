import { useQuery } from '@/kit/query/useQuery';
import { usePagedQuery } from '@/kit/query/usePagedQuery';
import type { UserSurveyEntry } from '@/contract';
import { useHospId } from '@/domains/hospital/scope';
import { surveyApi } from './api';

export const surveyKeys = {
  all: ['surveys'] as const,
  info: (hospId: number) => ['surveys', hospId, 'info'] as const,
  one: (hospId: number, id: number) => ['surveys', hospId, 'survey', id] as const,
  records: (hospId: number, accountId: number) =>
    ['surveys', hospId, 'records', accountId] as const,
  record: (id: number) => ['surveys', 'record', id] as const,
};

export function useSurveyInfo() {
  const hospId = useHospId();
  return useQuery(surveyKeys.info(hospId), () => surveyApi.info(hospId));
}

export function useSurvey(id: number) {
  const hospId = useHospId();
  return useQuery(id > 0 ? surveyKeys.one(hospId, id) : null, () => surveyApi.detail(hospId, id));
}

/** The account's earlier sheets, newest first, a page at a time; nothing for a visitor. */
export function useSurveyRecords(accountId: number | null) {
  const hospId = useHospId();
  return usePagedQuery(
    accountId ? surveyKeys.records(hospId, accountId) : null,
    (window) => surveyApi.records(hospId, window),
    (record: UserSurveyEntry) => record.id,
  );
}

export function useSurveyRecord(id: number) {
  return useQuery(id > 0 ? surveyKeys.record(id) : null, () => surveyApi.record(id));
}
