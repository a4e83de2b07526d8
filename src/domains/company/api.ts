import { call, callWithMsg } from '@/kit/api/call';
import { fieldCipher } from '@/kit/api/fieldCipher';
import type { PageWindow } from '@/kit/query/usePagedQuery';
import {
  cancelCompanyAppointment,
  companyAppointments,
  companyComboCategories,
  companyGroupDetails,
  companyGroups,
  companySchedules,
  saveCompanyAppointment,
} from '@/contract/calls/company';
import { saveTeamRequirement, teamRequirement } from '@/contract/calls/team';
import type { SaveRequirementInput } from '@/contract';
import { bookingBody, type ChosenSlot } from '@/rules/companyBooking';
import type { StoredAppointment } from './stored';

export const companyApi = {
  /** A page of the caller's appointments, exam number descending. */
  appointments: (hospId: number, window: PageWindow) =>
    call(companyAppointments, { hospid: hospId, ...window }),
  groups: (apptId: number) => call(companyGroups, { apptId }),
  group: (groupId: number) => call(companyGroupDetails, { groupId }),
  categories: (groupId: number) => call(companyComboCategories, { groupId }),
  schedules: (hospId: number, apptId: number) => call(companySchedules, { hospId, apptId }),
  /** Sends the stored appointment with the chosen day and range (rules/companyBooking.ts). */
  save: (stored: StoredAppointment, slot: ChosenSlot) =>
    call(saveCompanyAppointment, bookingBody(stored, slot)),
  cancel: (id: number) => callWithMsg(cancelCompanyAppointment, { id }),
  requirement: (hospId: number) => call(teamRequirement, { hospid: hospId }),
  /** A new request, its phone encrypted like every phone. */
  sendRequirement: async (input: Omit<SaveRequirementInput, 'id' | 'status'>) => {
    const { enc } = await fieldCipher();
    return callWithMsg(saveTeamRequirement, {
      ...input,
      ...(input.phone_num ? { phone_num: enc(input.phone_num) } : {}),
    });
  },
  withdrawRequirement: (hospId: number, id: number) =>
    callWithMsg(saveTeamRequirement, { hosp_id: hospId, id, status: 9 }),
};
