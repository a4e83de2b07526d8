import { Type } from 'typebox';
import { QueueExamNo } from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { ApiError, ok } from '../../plugins/envelope.ts';
import { freshVisit } from './demoDay.ts';
import { QUEUE_MSG } from './messages.ts';
import { setCheckIn } from './repository.ts';

// The queue's test windows (loopback only, never in production): a journey drives the
// browser with a fake clock, while the server's clock is real, so it moves a patient's
// check-in instead; the position then follows from the server's own simulation.
const Minutes = Type.Integer({ minimum: 0, maximum: 24 * 60 });

export const queueDevModule: Module = (api, { db }) => {
  api.post(
    '/api/dev/queue/visit',
    { schema: { body: Type.Object({ minutesAgo: Minutes }) } },
    async ({ body }) => ok(await freshVisit(db, new Date(), body.minutesAgo)),
  );

  api.post(
    '/api/dev/queue/checkIn',
    { schema: { body: Type.Object({ examno: QueueExamNo, minutesAgo: Minutes }) } },
    async ({ body }) => {
      const at = new Date(Date.now() - body.minutesAgo * 60_000);
      if (!(await setCheckIn(db, body.examno, at))) throw new ApiError(404, QUEUE_MSG.noVisit);
      return ok(null);
    },
  );
};
