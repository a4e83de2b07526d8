import { useEffect } from 'react';
import type { CompanyAppointment } from '@/contract';
import { useCompanyAppointments } from '@/domains/company/queries';
import { useHospId } from '@/domains/hospital/scope';
import { useAccount } from '@/domains/session/useAccount';

/**
 * One of the caller's appointments, read from the server by id: from the list's pages,
 * the next page read while it is not among those read yet (newest first, it is almost
 * always on the first). A page that fails is the page's error, retried from there.
 */
export function useAppointment(id: number | null) {
  const hospId = useHospId();
  const user = useAccount();
  const list = useCompanyAppointments(hospId, user.id);
  const appt: CompanyAppointment | undefined = list.rows?.find((a) => a.id === id);
  const seeking = id !== null && list.rows !== undefined && !appt && list.more;
  const { loadMore, loadingMore, moreError } = list;

  useEffect(() => {
    if (seeking && !loadingMore && !moreError) loadMore();
  }, [seeking, loadingMore, moreError, loadMore]);

  const error = list.error ?? (seeking ? moreError : undefined);
  return {
    appt,
    loading: list.loading || (seeking && !error),
    error,
    reload: list.error ? list.reload : loadMore,
  };
}
