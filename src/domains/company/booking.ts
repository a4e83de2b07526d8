import type { SaveCompanyAppointmentInput } from '@/contract';
import type { StoredAppointment } from './stored';

/** The day and time range chosen on the date page. */
export interface ChosenSlot {
  date: string;
  timeRangeId: number;
  timeRangeName: string | null;
}

/**
 * The body of SaveCompanyAppointment: the stored appointment, every field document 2 lists
 * (with its plan, add-ons and form answers as the flow's steps stored them), the chosen day
 * and time range filled in. A backend built to the spec takes it as it comes; the reference
 * server reads the choices and checks each against its own records.
 */
export function bookingBody(
  stored: StoredAppointment,
  slot: ChosenSlot,
): SaveCompanyAppointmentInput {
  return {
    ...stored,
    appointDate: slot.date,
    appointTimeRangeId: slot.timeRangeId,
    appointTimeRangeName: slot.timeRangeName,
  };
}
