import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { securityHeaders } from './securityHeaders.ts';
import type { SecuritySettings } from './securitySettings.ts';

// Issue 39: the Lighthouse bench measures what Cross-Origin-Opener-Policy costs by turning it
// off with BENCH_WITHOUT_COOP=1 (scripts/lighthouse.ts --compare-coop); a production start
// keeps it whatever the environment says.

async function coopUnder(settings: SecuritySettings) {
  const bare = Fastify();
  await securityHeaders(bare, { config: settings });
  bare.get('/', async () => ({ ok: true }));
  try {
    return (await bare.inject('/')).headers['cross-origin-opener-policy'];
  } finally {
    await bare.close();
  }
}

afterEach(() => {
  delete process.env.BENCH_WITHOUT_COOP;
});

describe('BENCH_WITHOUT_COOP', () => {
  it('is same-origin when the switch is not set', async () => {
    expect(await coopUnder({ production: false })).toBe('same-origin');
  });

  it('leaves the header out for the bench outside production', async () => {
    process.env.BENCH_WITHOUT_COOP = '1';
    expect(await coopUnder({ production: false })).toBeUndefined();
  });

  it('keeps same-origin in production even when set', async () => {
    process.env.BENCH_WITHOUT_COOP = '1';
    expect(await coopUnder({ production: true })).toBe('same-origin');
  });
});
