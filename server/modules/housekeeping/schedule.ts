import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db.ts';
import { runPeriodically } from '../../db/periodic.ts';
import { removeExpired, vacuumIfDue } from './repository.ts';

const HOUR_MS = 3_600_000;

/**
 * Runs the clean-up at start and every hour after, and from the first hour on, on the
 * embedded database, a daily vacuum. Every instance may run it: each
 * statement deletes only what has expired, so two at once remove nothing twice.
 */
export function startHousekeeping(db: Db, log: FastifyBaseLogger, everyMs = HOUR_MS) {
  // Not in the pass at start: the vacuum holds the embedded database for a moment, and a
  // start is when the first patients (or a bench's first page) come.
  let atStart = true;
  const clean = async () => {
    const removed = await removeExpired(db);
    const vacuumed = !atStart && (await vacuumIfDue(db));
    atStart = false;
    log.info({ removed, vacuumed }, 'housekeeping');
  };
  return runPeriodically('housekeeping', log, clean, everyMs);
}
