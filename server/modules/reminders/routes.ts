import {
  bookingReminders,
  setReminderPrefs,
  subscribeReminders,
} from '../../../src/contract/reminders.ts';
import type { Module } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { route } from '../../plugins/route.ts';
import { startReminderJob } from './job.ts';
import { chooseReminders, remindersOf, subscribeToReminders } from './service.ts';

/**
 * A booking's reminders and the patient's choices; and the sending job, started once the
 * server listens (never in tests, which inject requests and run the job on a clock of their
 * own) and stopped with it.
 */
export const remindersModule: Module = (api, deps) => {
  route(api, bookingReminders, async ({ account, query }) =>
    ok(await remindersOf(deps, account.id, { kind: query.booking, id: query.id })),
  );

  route(api, setReminderPrefs, async ({ account, body }) =>
    ok(await chooseReminders(deps, account.id, body)),
  );

  route(api, subscribeReminders, async ({ account, body }) =>
    ok(await subscribeToReminders(deps, account.id, body)),
  );

  let stop: (() => Promise<void>) | null = null;
  api.addHook('onListen', async () => {
    stop ??= startReminderJob(deps, api.log);
  });
  api.addHook('onClose', async () => stop?.());
};
