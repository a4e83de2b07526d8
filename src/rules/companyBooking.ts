// SaveCompanyAppointment's body as the date page sends it: a pure rule, so the server's tests
// (server/modules/company/extForm.test.ts) send the very body the app sends.
import type { CompanyAppointment, SaveCompanyAppointmentInput } from '@/contract';
import { extFormValueOf } from './company';

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
 * server reads the choices and checks each against its own records, the form's answers
 * against the batch's fields: so only those are sent (an answer kept from an earlier
 * booking to a field the batch dropped since would be refused).
 */
export function bookingBody(
  stored: CompanyAppointment,
  slot: ChosenSlot,
): SaveCompanyAppointmentInput {
  return {
    ...stored,
    extFormValue: extFormValueOf(stored.extFormConfig, stored.extFormValue),
    appointDate: slot.date,
    appointTimeRangeId: slot.timeRangeId,
    appointTimeRangeName: slot.timeRangeName,
  };
}
