import type { CompanyAppointment } from '@/contract';
import { parseStoredObject } from '@/rules/storedObject';
import { readStored, STORAGE_KEYS, writeStored } from '@/platform/storage';

/** The appointment being booked, kept under `companyAppointment` across the flow's pages. */
export type StoredAppointment = CompanyAppointment;

/** The stored appointment, or null when there is none or it is not one (then: home). */
export function readAppointment(): StoredAppointment | null {
  const o = parseStoredObject(readStored(STORAGE_KEYS.companyAppointment));
  if (!o || typeof o.id !== 'number' || typeof o.groupId !== 'number') return null;
  if (!Array.isArray(o.addCombos) || !Array.isArray(o.groupItems)) return null;
  return o as unknown as StoredAppointment;
}

export function writeAppointment(appt: StoredAppointment | null) {
  writeStored(STORAGE_KEYS.companyAppointment, appt ? JSON.stringify(appt) : null);
}

/** Changes the stored appointment (the plan, add-ons or form answers chosen on a step). */
export function updateAppointment(change: Partial<StoredAppointment>): StoredAppointment | null {
  const current = readAppointment();
  if (!current) return null;
  const next = { ...current, ...change };
  writeAppointment(next);
  return next;
}
