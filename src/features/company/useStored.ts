import { useEffect, useState } from 'react';
import { readAppointment, type StoredAppointment } from '@/domains/company/stored';
import { useGo } from '@/domains/hospital/useGo';

/** The appointment being booked; without one (a refresh after the flow ended) the page goes home. */
export function useStoredAppointment(): StoredAppointment | null {
  const [appt] = useState(readAppointment);
  const go = useGo();
  useEffect(() => {
    if (!appt) go('/', { replace: true });
  }, [appt, go]);
  return appt;
}
