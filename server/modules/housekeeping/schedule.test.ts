import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/db.ts';
import { startHousekeeping } from './schedule.ts';

afterEach(() => vi.useRealTimers());

describe('startHousekeeping', () => {
  it('cleans at start without vacuuming, and vacuums from the hourly passes on', async () => {
    vi.useFakeTimers();
    const exec = vi.fn(async () => {});
    // Every delete removes nothing; the vacuum is always due.
    const query = vi.fn(async (sql: string) =>
      /pg_stat_user_tables/.test(sql) ? [{ due: true }] : [{ n: 0 }],
    );
    const db = { kind: 'pglite', query, exec } as unknown as Db;
    const log = { info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
    const stop = startHousekeeping(db, log, 1000);
    await vi.advanceTimersByTimeAsync(0);
    expect(query).toHaveBeenCalled();
    expect(exec).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(exec).toHaveBeenCalledWith('VACUUM (ANALYZE)');
    await stop();
  });
});
