import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/db.ts';
import { removeExpired } from './repository.ts';

const HOUR_MS = 3_600_000;

/**
 * Runs the clean-up at start and every hour after. Every instance may run it: each
 * statement deletes only what has expired, so two at once remove nothing twice.
 */
export function startHousekeeping(db: Db, log: FastifyBaseLogger, everyMs = HOUR_MS) {
  const run = () =>
    removeExpired(db).then(
      (removed) => log.info({ removed }, 'housekeeping'),
      (err: unknown) => log.error({ err }, 'housekeeping failed'),
    );
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
