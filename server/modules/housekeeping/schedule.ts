import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db.ts';
import { runPeriodically } from '../../db/periodic.ts';
import { removeExpired, vacuumIfDue } from './repository.ts';

const HOUR_MS = 3_600_000;

/**
 * Runs the clean-up (and, on the embedded database, a daily vacuum) at start and every
 * hour after. Every instance may run it: each
 * statement deletes only what has expired, so two at once remove nothing twice.
 */
export function startHousekeeping(db: Db, log: FastifyBaseLogger, everyMs = HOUR_MS) {
  const clean = async () => {
    const removed = await removeExpired(db);
    log.info({ removed, vacuumed: await vacuumIfDue(db) }, 'housekeeping');
  };
  return runPeriodically('housekeeping', log, clean, everyMs);
}
