import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Db } from './db/db.ts';

// Serving the built app touches no table, so a database that refuses every query will do.
const noDb: Db = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('no database in this test')),
  exec: () => Promise.reject(new Error('no database in this test')),
  tx: () => Promise.reject(new Error('no database in this test')),
  close: () => Promise.resolve(),
};

const dist = mkdtempSync(join(tmpdir(), 'checkup-dist-'));
const page = '<!doctype html><title>app</title>'.padEnd(2000, ' ');
let app: FastifyInstance;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), page);
  writeFileSync(join(dist, 'index.html.gz'), gzipSync(page));
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'config.js'), 'window.__APP_CONFIG__ = {}');
  app = await buildApp({ db: noDb, staticDir: dist });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built app', () => {
  it('answers / with the page, compressed when the browser accepts it, never cached stale', async () => {
    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('no-cache');
    const plain = await app.inject({ url: '/' });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toContain('<title>app</title>');
  });

  it('lets browsers keep hashed bundles for a year, and revalidate the runtime config', async () => {
    const bundle = await app.inject('/assets/index-abc123.js');
    expect(bundle.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const config = await app.inject('/config.js');
    expect(config.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404', async () => {
    expect((await app.inject('/assets/nope.js')).statusCode).toBe(404);
  });

  it('leaves the cashier return URL and the finish call to the server, not the files', async () => {
    const back = await app.inject('/paySuccess?orderNo=P2026010100000001&hospid=1');
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/#/orderPayResult?orderNo=P2026010100000001&hospid=1');
    // Checked before any database work: no token, no order.
    const finish = await app.inject({ method: 'PUT', url: '/order/1/finish' });
    expect(finish.statusCode).toBe(401);
    expect(finish.json()).toMatchObject({ code: 401, data: null });
  });
});
