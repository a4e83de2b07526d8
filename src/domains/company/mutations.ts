import { useMutation } from '@/kit/query/useMutation';
import type { ChosenSlot } from '@/rules/companyBooking';
import { companyApi } from './api';
import { companyKeys } from './queries';
import type { StoredAppointment } from './stored';

// Each write below changes what the company pages show (the appointments, their seats, the
// team request): every key under `companyKeys.all` is read again once it succeeds.
const COMPANY = { invalidates: [companyKeys.all] } as const;

/** Books a company appointment's day and time range; answers the booking saved. */
export const useSaveCompanyBooking = () =>
  useMutation(
    ({ stored, slot }: { stored: StoredAppointment; slot: ChosenSlot }) =>
      companyApi.save(stored, slot),
    COMPANY,
  );

/** Cancels a booked company appointment; answers the server's words. */
export const useCancelCompanyBooking = () => useMutation(companyApi.cancel, COMPANY);

/** Sends a company's request for a team check-up; answers the server's words. */
export const useSendTeamRequest = () => useMutation(companyApi.sendRequirement, COMPANY);

/** Withdraws the team request sent; answers the server's words. */
export const useWithdrawTeamRequest = () =>
  useMutation(
    ({ hospId, id }: { hospId: number; id: number }) => companyApi.withdrawRequirement(hospId, id),
    COMPANY,
  );
