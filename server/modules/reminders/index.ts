// The reminders' face: a booking's reminders before the exam (issue 29), planned by the
// orders and company services, sent by the job while the server listens.
export { remindersModule } from './routes.ts';
/** Plans, moves or cancels a booking's reminders after the booking changed (in its transaction). */
export { syncReminders } from './service.ts';
/** Sends what is due: the job's one run, also the test window's "send now". */
export { sendDueReminders } from './job.ts';
