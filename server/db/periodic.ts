import type { FastifyBaseLogger } from 'fastify';

/**
 * Database work run at once and then every `everyMs` while the server lives (the hourly
 * clean-up, the reminders' sending). A run still going when the next is due skips it; a
 * failed run is logged and the next one tries again. The stop waits for the run under way,
 * so the database is never closed beneath it.
 */
export function runPeriodically(
  name: string,
  log: FastifyBaseLogger,
  run: () => Promise<void>,
  everyMs: number,
): () => Promise<void> {
  let current: Promise<void> | null = null;
  const tick = () => {
    current ??= run()
      .catch((err: unknown) => log.error({ err }, `${name} failed`))
      .finally(() => (current = null));
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await current;
  };
}
