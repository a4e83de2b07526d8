import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { noDb } from './test/noDb.ts';
import { appConfigScript } from './plugins/appConfigScript.ts';

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

describe('the config.js this server serves (issue 28, item 6)', () => {
  const own = readConfig({
    FIELD_CRYPTO_KEY: 'Hq8Lm2Xc7Vb4Nz1R',
    FIELD_CRYPTO_IV: 'Pw5Ty9Ue3Io6Ak0S',
    WECHAT_APP_ID: 'wx1234567890abcdef',
  });
  const buildConfig =
    "window.__APP_CONFIG__ = { apiBaseUrl: '/', cryptoKey: 'kn7Hc2Qp9LmX4vB1', " +
    "cryptoIv: 'Vt3sR8yW5eZ0aJ6u', wechatAppId: 'wxdemo0000000001', oauthScope: 'snsapi_base', " +
    "mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png' };";

  /** What the page's window holds after it ran the served script. */
  async function served(ownApp: FastifyInstance) {
    const res = await ownApp.inject('/config.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const window: { __APP_CONFIG__?: unknown } = {};
    runInNewContext(res.body, { window });
    return window.__APP_CONFIG__;
  }

  it("carries the server's field key, IV and app id over the build's, and the rest of the file", async () => {
    const ownDist = mkdtempSync(join(tmpdir(), 'checkup-dist-'));
    writeFileSync(join(ownDist, 'index.html'), page);
    writeFileSync(join(ownDist, 'config.js'), buildConfig);
    const ownApp = await buildApp({ db: noDb, staticDir: ownDist, config: own });
    try {
      expect(await served(ownApp)).toEqual({
        apiBaseUrl: '/',
        cryptoKey: 'Hq8Lm2Xc7Vb4Nz1R',
        cryptoIv: 'Pw5Ty9Ue3Io6Ak0S',
        wechatAppId: 'wx1234567890abcdef',
        oauthScope: 'snsapi_base',
        mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
        // Outside production the simulator is served, and WeChat sign-in goes there.
        oauthAuthorizeUrl: '/sim/wechat/authorize',
      });
      // An edit on the web server is served at once, still under the server's own values.
      writeFileSync(
        join(ownDist, 'config.js'),
        buildConfig.replace("'snsapi_base'", "'snsapi_userinfo'"),
      );
      expect(await served(ownApp)).toMatchObject({
        oauthScope: 'snsapi_userinfo',
        cryptoKey: 'Hq8Lm2Xc7Vb4Nz1R',
      });
      // A build without the file still gets what the server and the page must agree on.
      rmSync(join(ownDist, 'config.js'));
      expect(await served(ownApp)).toEqual({
        cryptoKey: 'Hq8Lm2Xc7Vb4Nz1R',
        cryptoIv: 'Pw5Ty9Ue3Io6Ak0S',
        wechatAppId: 'wx1234567890abcdef',
        oauthAuthorizeUrl: '/sim/wechat/authorize',
      });
    } finally {
      await ownApp.close();
      rmSync(ownDist, { recursive: true, force: true });
    }
  });
});

// Issue 37 item 5: the production config.js sent WeChat sign-in to the simulator, a 404 there.
describe('where the served config.js sends WeChat sign-in', () => {
  const own = readConfig({ WECHAT_APP_ID: 'wx1234567890abcdef' });
  const oldFile =
    "window.__APP_CONFIG__ = { apiBaseUrl: '/', oauthAuthorizeUrl: '/sim/wechat/authorize' };";
  const run = (script: string) => {
    const window: { __APP_CONFIG__?: Record<string, unknown> } = {};
    runInNewContext(script, { window });
    return window.__APP_CONFIG__!;
  };

  it("in production to WeChat's own page, whatever an old file says, and no simulator address", () => {
    const script = appConfigScript(undefined, { ...own, production: true });
    expect(script).not.toContain('/sim/');
    expect(run(script)).not.toHaveProperty('oauthAuthorizeUrl');
    expect(run(appConfigScript(oldFile, { ...own, production: true }))).not.toHaveProperty(
      'oauthAuthorizeUrl',
    );
  });

  it('to the address a setting names, in production or not', () => {
    const named = readConfig({ WECHAT_AUTHORIZE_URL: 'https://auth.hospital.example/wx' });
    expect(named.wechatAuthorizeUrl).toBe('https://auth.hospital.example/wx');
    for (const production of [true, false])
      expect(run(appConfigScript(oldFile, { ...named, production }))).toMatchObject({
        oauthAuthorizeUrl: 'https://auth.hospital.example/wx',
      });
    expect(() => readConfig({ WECHAT_AUTHORIZE_URL: '/sim/wechat/authorize' })).toThrow(
      'WECHAT_AUTHORIZE_URL must be an http:// or https:// address',
    );
  });

  it("carries no simulator address in the build's own file", () => {
    expect(readFileSync(new URL('../public/config.js', import.meta.url), 'utf8')).not.toContain(
      '/sim/',
    );
  });
});

describe('the OpenAPI document in production (issue 37)', () => {
  it('is not served unless a setting says so', async () => {
    const hidden = await buildApp({
      db: noDb,
      config: { ...readConfig({}), openApiServed: false },
    });
    const served = await buildApp({ db: noDb, config: { ...readConfig({}), openApiServed: true } });
    try {
      expect((await hidden.inject('/api/openapi.json')).statusCode).toBe(404);
      expect((await served.inject('/api/openapi.json')).statusCode).toBe(200);
    } finally {
      await hidden.close();
      await served.close();
    }
  });
});
