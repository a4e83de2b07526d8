import { api } from '@/kit/api/client';
import { fieldCipher } from '@/kit/api/fieldCipher';
import type {
  ComboCategory,
  CompanyAppointment,
  CompanyGroup,
  SaveRequirementInput,
  ScheduleDay,
  TeamRequirement,
} from '@/contract';
import type { StoredAppointment } from './stored';

export const companyApi = {
  appointments: (hospId: number) =>
    api.get<CompanyAppointment[]>('api/company/appointments', { hospId }),
  groups: (apptId: number) => api.get<CompanyGroup[]>('api/company/GetCompanyGroups', { apptId }),
  group: (groupId: number) => api.get<CompanyGroup>('api/company/groupDetails', { groupId }),
  categories: (groupId: number) =>
    api.get<ComboCategory[]>('api/company/GetCompanyComboCategories', { groupId }),
  schedules: (hospId: number, apptId: number) =>
    api.post<ScheduleDay[]>('api/company/GetSchedules', { hospId, apptId }),
  /** Sends the stored appointment; the server reads the fields it needs. */
  save: (stored: StoredAppointment, appointDate: string, appointTimeRangeId: number) =>
    api.post<CompanyAppointment>('api/company/SaveCompanyAppointment', {
      id: stored.id,
      groupId: stored.groupId,
      addCombos: stored.addCombos.map((c) => ({ comboId: c.comboId })),
      appointDate,
      appointTimeRangeId,
      extFormValue: stored.extFormValue,
    }),
  cancel: (id: number) => api.postWithMsg<null>('api/company/CancelCompanyAppointment', { id }),
  requirement: (hospId: number) =>
    api.get<TeamRequirement | null>('api/company/requirement', { hospId }),
  /** A new request, its phone encrypted like every phone. */
  sendRequirement: (input: Omit<SaveRequirementInput, 'id' | 'status'>) => {
    const { enc } = fieldCipher();
    return api.postWithMsg<TeamRequirement>('api/company/saveRequirement', {
      ...input,
      ...(input.phone_num ? { phone_num: enc(input.phone_num) } : {}),
    });
  },
  withdrawRequirement: (hospId: number, id: number) =>
    api.postWithMsg<TeamRequirement>('api/company/saveRequirement', {
      hosp_id: hospId,
      id,
      status: 9,
    }),
};
