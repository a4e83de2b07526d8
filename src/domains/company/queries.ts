import { usePagedQuery } from '@/kit/query/usePagedQuery';
import type { CompanyAppointment } from '@/contract';
import { companyApi } from './api';

/** Keys of the company area's data: every key sits under `all`. */
export const companyKeys = {
  all: ['company'] as const,
  list: (hospId: number, userId: number) => ['company', 'list', hospId, userId] as const,
  groups: (apptId: number) => ['company', 'groups', apptId] as const,
  group: (groupId: number) => ['company', 'group', groupId] as const,
  categories: (groupId: number) => ['company', 'categories', groupId] as const,
  schedule: (apptId: number) => ['company', 'schedule', apptId] as const,
  requirement: (hospId: number, userId: number) =>
    ['company', 'requirement', hospId, userId] as const,
};

/** The caller's company appointments, exam number descending, a page at a time. */
export const useCompanyAppointments = (hospId: number, userId: number) =>
  usePagedQuery(
    companyKeys.list(hospId, userId),
    (window) => companyApi.appointments(hospId, window),
    (appt: CompanyAppointment) => appt.id,
  );
