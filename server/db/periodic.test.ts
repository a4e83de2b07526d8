import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runPeriodically } from './periodic.ts';

const logged: string[] = [];
const log = { error: (_: unknown, msg: string) => void logged.push(msg) } as FastifyBaseLogger;

/** A run that lasts until it is let go. */
function heldRun() {
  const releases: Array<() => void> = [];
  const run = vi.fn(() => new Promise<void>((resolve) => releases.push(resolve)));
  return { run, release: () => releases.shift()?.() };
}

beforeEach(() => {
  vi.useFakeTimers();
  logged.length = 0;
});
afterEach(() => vi.useRealTimers());

describe('runPeriodically', () => {
  it('runs at once and then at each interval, skipping a tick while a run goes on', async () => {
    const { run, release } = heldRun();
    const stop = runPeriodically('job', log, run, 1000);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    release();
    await stop();
  });

  it('waits, when stopped, for the run under way, and runs no more', async () => {
    const { run, release } = heldRun();
    const stop = runPeriodically('job', log, run, 1000);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('logs a failed run under its name and tries again at the next tick', async () => {
    const run = vi
      .fn()
      .mockRejectedValueOnce(new Error('database gone'))
      .mockResolvedValue(undefined);
    const stop = runPeriodically('housekeeping', log, run, 1000);
    await vi.advanceTimersByTimeAsync(0);
    expect(logged).toEqual(['housekeeping failed']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(logged).toEqual(['housekeeping failed']);
    await stop();
  });
});
