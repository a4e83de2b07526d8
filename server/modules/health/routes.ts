import * as calls from '../../../src/contract/health.ts';
import type { Queryable } from '../../db/db.ts';
import { OUTSIDE_PARTIES, simulatedParties } from '../../makeDeps.ts';
import type { Module } from '../../plugins/api.ts';
import { ApiError, ok } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { route } from '../../plugins/route.ts';

/** A monitor waits no longer than this for the database: one that has not answered is down. */
export const DATABASE_WAIT_MS = 2_000;

/** Whether the database answers a query within DATABASE_WAIT_MS; a 503 when it does not. */
async function databaseAnswers(db: Queryable) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${DATABASE_WAIT_MS} ms`)),
      DATABASE_WAIT_MS,
    );
  });
  try {
    await Promise.race([db.query('SELECT 1'), late]);
  } catch (err) {
    // What went wrong goes to the log: a driver's error may name the database's address.
    throw new ApiError(503, MSG.serverError, 503, `database: ${String(err)}`);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health, public: the server and its database answer, and which outside parties are
 * real and which simulated (by their names, as the production start names them), never a
 * setting's value. Asked again each time: a monitor must not be shown an answer kept from
 * before the database went down.
 */
export const healthModule: Module = (api, { db, config }) => {
  // The settings are read once at start: which parties are real cannot change while it runs.
  const simulated = simulatedParties(config);
  const real = OUTSIDE_PARTIES.filter((party) => !simulated.includes(party));
  route(api, calls.health, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    await databaseAnswers(db);
    return ok({ server: 'up' as const, database: 'up' as const, real, simulated });
  });
};
