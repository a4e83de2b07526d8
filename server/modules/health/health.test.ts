import { afterEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../../src/contract/index.ts';
import { buildApp } from '../../app.ts';
import { readConfig } from '../../config.ts';
import { openPglite, type Db } from '../../db/db.ts';
import { migrate } from '../../db/migrate.ts';
import { MSG } from '../../plugins/messages.ts';
import { officialWeChatEnv } from '../../test/fakes/wechatApi.ts';
import { inject } from '../../test/inject.ts';
import { closeTestApp, createTestApp, type TestContext } from '../../test/testApp.ts';
import { DATABASE_WAIT_MS } from './routes.ts';

// Issue 40, item 5: /api/health says the server and its database answer, and which outside
// parties are real and which simulated, with no setting's value; 503 when the database does
// not answer.
const opened: TestContext[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const ctx of opened.splice(0)) await closeTestApp(ctx);
});

async function started(config?: ReturnType<typeof readConfig>) {
  const ctx = await createTestApp(config ? { config } : {});
  opened.push(ctx);
  return ctx;
}

/** The health call as a monitor makes it: no token. */
const health = (ctx: Pick<TestContext, 'app'>) =>
  ctx.app.inject({ method: 'GET', url: api.health.path });

describe('GET /api/health', () => {
  it('answers a visitor, never cached: the demo start has every party simulated', async () => {
    const res = await health(await started());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      code: 200,
      msg: 'success',
      data: {
        server: 'up',
        database: 'up',
        real: [],
        simulated: ['SMS', 'WeChat', 'partner SSO', 'payment', 'queue'],
      },
    });
  });

  it("names WeChat real once the official account's settings are given, and none of them", async () => {
    const env = officialWeChatEnv('http://127.0.0.1:9/');
    const config = readConfig(env);
    const ctx = await started(config);
    const res = await inject(ctx.app, api.health, undefined);
    expect([res.status, res.body.data]).toEqual([
      200,
      {
        server: 'up',
        database: 'up',
        real: ['WeChat'],
        simulated: ['SMS', 'partner SSO', 'payment', 'queue'],
      },
    ]);
    const raw = (await health(ctx)).body;
    const values = [...Object.values(env), config.dataKey, config.fieldKey, config.fieldIv];
    expect(values.filter((value) => raw.includes(value))).toEqual([]);
  });

  it('answers 503 in the envelope when the database is gone', async () => {
    const db = await openPglite();
    await migrate(db);
    const app = await buildApp({ db });
    await db.close();
    try {
      const res = await health({ app });
      expect([res.statusCode, res.json()]).toEqual([
        503,
        { code: 503, msg: MSG.serverError, data: null },
      ]);
    } finally {
      await app.close();
    }
  });

  it(`answers 503 when the database has not answered in ${DATABASE_WAIT_MS} ms`, async () => {
    const db = await openPglite();
    const silent: Db = { ...db, query: () => new Promise(() => {}) };
    const app = await buildApp({ db: silent });
    try {
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      const answer = health({ app });
      await vi.advanceTimersByTimeAsync(DATABASE_WAIT_MS - 1);
      let settled = false;
      void answer.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const res = await answer;
      expect([res.statusCode, res.json()]).toEqual([
        503,
        { code: 503, msg: MSG.serverError, data: null },
      ]);
    } finally {
      vi.useRealTimers();
      await app.close();
      await db.close();
    }
  });
});
