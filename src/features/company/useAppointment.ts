import type { CompanyAppointment } from '@/contract';
import { useCompanyAppointments } from '@/domains/company/queries';
import { useHospId } from '@/domains/hospital/scope';
import { useAccount } from '@/domains/session/useAccount';

/** One of the caller's appointments, read from the server by id. */
export function useAppointment(id: number | null) {
  const hospId = useHospId();
  const user = useAccount();
  const list = useCompanyAppointments(hospId, user.id);
  const appt: CompanyAppointment | undefined = list.data?.find((a) => a.id === id);
  return { ...list, appt };
}
