import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openPglite, type Db } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed.ts';
import { makeDeps } from './makeDeps.ts';
import { MSG } from './plugins/messages.ts';

const config = readConfig({
  NODE_ENV: 'production',
  FIELD_CRYPTO_KEY: 'Hq8Lm2Xc7Vb4Nz1R',
  FIELD_CRYPTO_IV: 'Pw5Ty9Ue3Io6Ak0S',
  DATA_KEY: 'a-hospital-own-secret',
  WECHAT_APP_ID: 'wx1234567890abcdef',
});

let db: Db;
let app: FastifyInstance;
let seeded: boolean;

beforeAll(async () => {
  db = await openPglite();
  await migrate(db);
  app = await buildApp({ db, config });
  seeded = await seedIfEmpty(db, makeDeps(db, config).vault, { demoAccounts: false });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const count = async (table: string) =>
  (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n;

describe('a production app (issue 10, item 5)', () => {
  it('serves no test window and no simulator, even to this machine', async () => {
    for (const url of [
      '/api/dev/captcha?key=x',
      '/api/dev/smsOutbox?phone=13800000001',
      '/sim/wechat/authorize?redirect_uri=http%3A%2F%2Flocalhost%2F',
      '/sim/portal',
      `/sim/cashier?token=${'a'.repeat(24)}`,
    ]) {
      const res = await app.inject(url);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 404,
        body: { code: 404, msg: MSG.noRoute, data: null },
      });
    }
  });

  it('loads the catalogue and schedule but no demo account, now or on a later demo start', async () => {
    expect(seeded).toBe(true);
    expect(await count('hospitals')).toBeGreaterThan(0);
    expect(await count('packages')).toBeGreaterThan(0);
    expect(await count('time_ranges')).toBeGreaterThan(0);
    for (const table of ['user_accounts', 'user_profiles', 'personal_orders'])
      expect({ table, rows: await count(table) }).toEqual({ table, rows: 0 });
    // The same database started once without NODE_ENV: still no account with the demo password.
    await seedIfEmpty(db, makeDeps(db).vault);
    expect(await count('user_accounts')).toBe(0);
    expect((await app.inject('/api/Hosp/env')).statusCode).toBe(200);
  });
});
