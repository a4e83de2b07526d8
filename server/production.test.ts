import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { openPglite, type Db } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './seeds/seed.ts';
import {
  makeDeps,
  refuseSimulatedGateways,
  SIMULATED_PARTIES,
  simulatedParties,
} from './makeDeps.ts';
import { MSG } from './plugins/messages.ts';
import { tencentSmsEnv } from './test/fakes/tencentSms.ts';
import { officialWeChatEnv } from './test/fakes/wechatApi.ts';
import { newWeChatPayMerchant, wechatPayEnv } from './test/fakes/wechatPay.ts';
import { inject } from './test/inject.ts';
import * as api from '../src/contract/index.ts';

/** A production environment with every secret of its own. */
const OWN = {
  NODE_ENV: 'production',
  FIELD_CRYPTO_KEY: 'Hq8Lm2Xc7Vb4Nz1R',
  FIELD_CRYPTO_IV: 'Pw5Ty9Ue3Io6Ak0S',
  DATA_KEY: 'q3Zr8vK1mXw6Tb0NcY5pLh2Ju9Gs4DfE',
  WECHAT_APP_ID: 'wx1234567890abcdef',
};
const config = readConfig(OWN);

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
    expect((await inject(app, api.hospEnv, undefined)).status).toBe(200);
  });
});

describe('a production start with wrong settings (issue 28, item 6)', () => {
  it('names every problem in one message, without a stack trace, before it opens the database', () => {
    const dir = mkdtempSync(join(tmpdir(), 'checkup-refused-'));
    const dataDir = join(dir, 'data');
    try {
      const start = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          PATH: process.env.PATH,
          ...OWN,
          DATA_KEY: 'short',
          FIELD_CRYPTO_IV: 'Pw5Ty9Ue3Io6Ak0',
          TRUST_PROXY: 'yes',
          KEEP_ALIVE_TIMEOUT_SECONDS: '0',
          PORT: '0',
          DATA_DIR: dataDir,
        },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect({ status: start.status, stdout: start.stdout, stderr: start.stderr }).toEqual({
        status: 1,
        stdout: '',
        stderr: [
          "The server's settings refuse to start:",
          '  - DATA_KEY must be at least 32 random characters (openssl rand -base64 32): it has 5',
          "  - FIELD_CRYPTO_IV must be 16 bytes (16 ASCII characters, as in the app's config.js), got 15",
          '  - TRUST_PROXY must be true, false, a hop count from 1 to 10, or the proxies\' addresses or CIDRs separated by commas; not one of these: "yes"',
          '  - KEEP_ALIVE_TIMEOUT_SECONDS must be a number of seconds above 0 and at most 3600, got "0"',
          '  - no real gateway for SMS, WeChat, partner SSO, payment, queue (server/makeDeps.ts connects simulators). Connect your providers there (SMS: set SMS_PROVIDER=tencent or aliyun and its SMS settings; WeChat: set WECHAT_APP_ID and WECHAT_APP_SECRET; payment: set WECHATPAY_MCHID and the other WECHATPAY_* settings; queue: set QUEUE_SOURCE_URL), or set ALLOW_SIMULATED_GATEWAYS=1 to run anyway: SMS codes then only reach the server console; WeChat login cannot succeed; partner SSO cannot succeed; online payment cannot succeed; queue places and waits are made up from the clock.',
          '',
        ].join('\n'),
      });
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 40_000);
});

const payEnv = wechatPayEnv(newWeChatPayMerchant(OWN.WECHAT_APP_ID));
afterAll(payEnv.remove);

describe('the queue of a production start (issue 36, item 6)', () => {
  // As a deployment that connected its SMS, WeChat, partner and payment providers sees it.
  const besidesGateways = (c: ServerConfig) =>
    simulatedParties(c).filter((party) => !SIMULATED_PARTIES.includes(party));
  const wechat = { ...tencentSmsEnv(), ...officialWeChatEnv(), ...OWN, ...payEnv.env };
  const connected = readConfig(wechat);

  it('is refused while it is the simulator, even with every other gateway connected', () => {
    expect(besidesGateways(connected)).toEqual(['queue']);
    expect(() => refuseSimulatedGateways(connected, besidesGateways(connected))).toThrow(
      'NODE_ENV=production refuses to start: no real gateway for queue (server/makeDeps.ts ' +
        'connects simulators). Connect your providers there (queue: set QUEUE_SOURCE_URL), ' +
        'or set ALLOW_SIMULATED_GATEWAYS=1 to run anyway: queue places and waits are made up ' +
        'from the clock.',
    );
    expect(makeDeps(db, connected).queue.simulated).toBe(true);
  });

  it("starts with the centre's queue system at QUEUE_SOURCE_URL, read over HTTP", () => {
    const fed = readConfig({ ...wechat, QUEUE_SOURCE_URL: 'http://10.0.0.5:8090/queue/state' });
    expect(besidesGateways(fed)).toEqual([]);
    expect(() => refuseSimulatedGateways(fed, besidesGateways(fed))).not.toThrow();
    expect(makeDeps(db, fed).queue.simulated).toBe(false);
  });
});

describe('TRUST_PROXY in each of its forms (issue 28, item 6)', () => {
  it.each([
    ['true', '198.51.100.7, 203.0.113.5', '198.51.100.7'],
    ['1', '198.51.100.7, 203.0.113.5', '203.0.113.5'],
    ['127.0.0.1', '198.51.100.7, 203.0.113.5', '203.0.113.5'],
    ['10.0.0.0/8', '198.51.100.7, 203.0.113.5', '127.0.0.1'],
  ])('%s builds the app, and the client address is read as it says', async (raw, forwarded, ip) => {
    const proxied = await buildApp({ db, config: readConfig({ ...OWN, TRUST_PROXY: raw }) });
    try {
      proxied.get('/test/ip', async (request) => request.ip);
      const res = await proxied.inject({
        url: '/test/ip',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwarded },
      });
      expect(res.body).toBe(ip);
    } finally {
      await proxied.close();
    }
  });
});
