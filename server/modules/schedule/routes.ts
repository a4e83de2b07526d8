import { personalSchedules } from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { route } from '../../plugins/route.ts';
import { scheduleDays, windowPart } from './service.ts';

/** The booking calendar: each day's time ranges and seats left. */
export const scheduleModule: Module = (api, { db }) => {
  route(api, personalSchedules, async ({ query }) => {
    const { start, end } = windowPart(query.startDate, query.endDate);
    return ok(await scheduleDays(db, query.hospId, start, end));
  });
};
