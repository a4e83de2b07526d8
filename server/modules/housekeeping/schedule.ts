import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db.ts';
import { runPeriodically } from '../../db/periodic.ts';
import { removeExpired } from './repository.ts';

const HOUR_MS = 3_600_000;

/**
 * Runs the clean-up at start and every hour after. Every instance may run it: each
 * statement deletes only what has expired, so two at once remove nothing twice.
 */
export function startHousekeeping(db: Db, log: FastifyBaseLogger, everyMs = HOUR_MS) {
  const clean = async () => log.info({ removed: await removeExpired(db) }, 'housekeeping');
  return runPeriodically('housekeeping', log, clean, everyMs);
}
