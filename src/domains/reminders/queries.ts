import type { ReminderBooking } from '@/contract';
import { useQuery } from '@/kit/query/useQuery';
import { reminderApi } from './api';

/**
 * A booking's reminders, kept under the orders' keys: a cancel or a reschedule, which
 * invalidates every order key, reads them again as the server moved or dropped them.
 */
export const reminderKeys = {
  one: (booking: ReminderBooking, id: number) => ['orders', 'reminders', booking, id] as const,
};

/** The booking's reminders; nothing is asked while `id` is null (the switch is off). */
export const useBookingReminders = (booking: ReminderBooking, id: number | null) =>
  useQuery(id === null ? null : reminderKeys.one(booking, id), () => reminderApi.get(booking, id!));
