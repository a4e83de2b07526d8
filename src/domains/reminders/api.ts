import { call } from '@/kit/api/call';
import { bookingReminders, setReminderPrefs, subscribeReminders } from '@/contract/calls/reminders';
import type { ReminderBooking, ReminderPrefsInput } from '@/contract';

/** A booking's reminders before the exam (issue 29): shown, switched, subscribed to. */
export const reminderApi = {
  get: (booking: ReminderBooking, id: number) => call(bookingReminders, { booking, id }),
  setPrefs: (input: ReminderPrefsInput) => call(setReminderPrefs, input),
  subscribe: (booking: ReminderBooking, id: number, templateIds: string[]) =>
    call(subscribeReminders, { booking, id, templateIds }),
};
