// The addresses of the reminders calls: what the app needs of them (src/kit/api/call.ts); their
// schemas are in ../reminders.ts, for the server and the tests.
import { address } from '../endpoint';

export const bookingReminders = address({ method: 'GET', path: '/api/reminders/booking' });
export const setReminderPrefs = address({ method: 'POST', path: '/api/reminders/prefs' });
export const subscribeReminders = address({ method: 'POST', path: '/api/reminders/subscribe' });
