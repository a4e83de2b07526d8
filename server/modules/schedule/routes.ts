import { ScheduleDay, SchedulesQuery } from '../../../src/contract/index.ts';
import { listAnswers, type Module } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { scheduleDays, windowPart } from './service.ts';

/** The booking calendar: each day's time ranges and seats left. */
export const scheduleModule: Module = (api, { db }) => {
  api.get(
    '/api/personalOrder/GetSchedules',
    { schema: { querystring: SchedulesQuery, response: listAnswers(ScheduleDay) } },
    async (request) => {
      const { start, end } = windowPart(request.query.startdate, request.query.enddate);
      return ok(await scheduleDays(db, request.query.hospid, start, end));
    },
  );
};
