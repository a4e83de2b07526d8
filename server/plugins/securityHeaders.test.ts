import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { readConfig } from '../config.ts';
import { noDb } from '../test/noDb.ts';
import { RECHECK_MS, runtimeConfigOrigins, watchPageSources } from './pageSources.ts';
import { securityHeaders } from './securityHeaders.ts';
import { parseOrigins, type SecuritySettings } from './securitySettings.ts';

// Issue 28, item 2: security headers on every answer, a CSP without inline script but the
// build's early start by its hash.

// As the build writes it: the early start inline after the config, CRLF line ends as a
// Windows checkout would give (the browser hashes the text with LF).
const EARLY_START = 'window.__early = 1;\r\nwindow.__early += 1;';
const INDEX = `<!doctype html><html><head><script src="./config.js"></script>
<script>${EARLY_START}</script><style>#a{color:red}</style></head>
<body><div id="root"></div><script type="module" crossorigin src="./assets/index-abc123.js"></script></body></html>`;
const DOOR = `<!doctype html><html><head><script src="../config.js"></script></head>
<body><script type="module" crossorigin src="../assets/landing/door-abc.js"></script></body></html>`;
const CONFIG_JS = `window.__APP_CONFIG__ = {
  apiBaseUrl: 'https://api.hospital.example/checkup/',
  mapTileUrl: 'https://{s}.tiles.example.cn/{z}/{x}/{y}.png',
};`;

const dist = mkdtempSync(join(tmpdir(), 'checkup-headers-'));
let app: FastifyInstance;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets', 'landing'), { recursive: true });
  mkdirSync(join(dist, 'landing'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'landing', 'wechat.html'), DOOR);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'config.js'), CONFIG_JS);
  app = await buildApp({ db: noDb, staticDir: dist });
});
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The policy's directives by name, each with its sources. */
function directives(policy: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof policy).toBe('string');
  return new Map(
    String(policy)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('every answer of the server', () => {
  const answers = [
    ['an API answer', 'GET', '/api/Hosp/env', 200],
    ['a refusal in the envelope', 'PUT', '/order/1/finish', 401],
    ['a hashed asset', 'GET', '/assets/index-abc123.js', 200],
    ['the app at /', 'GET', '/', 200],
    ['index.html', 'GET', '/index.html', 200],
    ['a landing door', 'GET', '/landing/wechat.html', 200],
    ['the runtime config', 'GET', '/config.js', 200],
    ["the cashier's way back", 'GET', '/paySuccess?orderNo=P2026010100000001&hospid=1', 302],
    ['the 404', 'GET', '/no/such/page', 404],
  ] as const;

  it.each(answers)('%s carries the security headers', async (_kind, method, url, status) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(status);
    expect(directives(res.headers['content-security-policy']).get('default-src')).toEqual([
      "'self'",
    ]);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
    });
    // Issue 39: its measured cost on every cold navigation outweighed what it guards here.
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    // Issue 37: what the app never uses is denied to any script in the page.
    const features = String(res.headers['permissions-policy']).split(', ');
    for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
      expect(features).toContain(denied);
    expect(features).toContain('clipboard-write=(self)');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('sends one and the same policy on the page, the door and the API', async () => {
    const policies = await Promise.all(
      ['/', '/landing/wechat.html', '/api/Hosp/env'].map(
        async (url) => (await app.inject(url)).headers['content-security-policy'],
      ),
    );
    expect(policies[0]).toMatch(/^default-src 'self';/);
    expect(new Set(policies).size).toBe(1);
  });
});

describe('the Content-Security-Policy', () => {
  it("allows the page's inline script by its hash, and no other inline script", async () => {
    const policy = directives((await app.inject('/')).headers['content-security-policy']);
    const asBrowserHashes = createHash('sha256')
      .update(EARLY_START.replace(/\r\n/g, '\n'))
      .digest('base64');
    expect(policy.get('script-src')).toEqual(["'self'", `'sha256-${asBrowserHashes}'`]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  });

  it('reaches the API and the map tiles that config.js names, and nothing else', async () => {
    const policy = directives((await app.inject('/')).headers['content-security-policy']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.hospital.example']);
    expect(policy.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://open.weixin.qq.com',
      'https://api.hospital.example',
      'https://*.tiles.example.cn',
    ]);
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('names no host for relative addresses, and names a config.js that does not run', () => {
    const own = mkdtempSync(join(tmpdir(), 'checkup-config-'));
    try {
      writeFileSync(join(own, 'config.js'), "window.__APP_CONFIG__ = { apiBaseUrl: '/' };");
      expect(runtimeConfigOrigins(own)).toEqual({ api: [], tiles: [] });
      writeFileSync(join(own, 'config.js'), 'window.__APP_CONFIG__ = {');
      expect(() => runtimeConfigOrigins(own)).toThrow(/config\.js does not run/);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });
});

/** A bare server with only the headers, under the given settings. */
async function headersUnder(settings: SecuritySettings) {
  const bare = Fastify();
  await securityHeaders(bare, { config: settings });
  bare.get('/', async () => ({ ok: true }));
  try {
    return (await bare.inject('/')).headers;
  } finally {
    await bare.close();
  }
}

describe('the settings', () => {
  it('frame-ancestors lists the allowed ancestors, and X-Frame-Options steps aside for them', async () => {
    const alone = await headersUnder({ production: false });
    expect(directives(alone['content-security-policy']).get('frame-ancestors')).toEqual(["'self'"]);
    expect(alone['x-frame-options']).toBe('SAMEORIGIN');

    const framed = await headersUnder({
      production: false,
      frameAncestors: ['https://portal.example.cn'],
    });
    expect(directives(framed['content-security-policy']).get('frame-ancestors')).toEqual([
      "'self'",
      'https://portal.example.cn',
    ]);
    expect(framed['x-frame-options']).toBeUndefined();
  });

  it("img-src adds the hospital's image hosts", async () => {
    const headers = await headersUnder({
      production: false,
      imageOrigins: ['https://img.hospital.example'],
    });
    expect(directives(headers['content-security-policy']).get('img-src')).toContain(
      'https://img.hospital.example',
    );
  });

  it('HSTS only in production', async () => {
    expect((await app.inject('/')).headers['strict-transport-security']).toBeUndefined();
    const production = await buildApp({
      db: noDb,
      staticDir: dist,
      config: { ...readConfig({}), production: true },
    });
    try {
      const res = await production.inject('/');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await production.close();
    }
  });

  it('an origin list refuses anything but origins, so no keyword enters the policy', () => {
    expect(
      parseOrigins('FRAME_ANCESTORS', ' https://a.example.cn, https://*.b.example.cn:8443 '),
    ).toEqual({ value: ['https://a.example.cn', 'https://*.b.example.cn:8443'] });
    expect(parseOrigins('FRAME_ANCESTORS', undefined)).toEqual({ value: [] });
    expect(parseOrigins('FRAME_ANCESTORS', "https://a.example.cn 'unsafe-inline'")).toEqual({
      problem:
        'FRAME_ANCESTORS must list origins such as https://portal.example.cn, separated by ' +
        `commas; not one of these: "'unsafe-inline'"`,
    });
    expect(parseOrigins('IMAGE_ORIGINS', 'https://a.example.cn;script-src')).toMatchObject({
      problem: expect.stringContaining('"https://a.example.cn;script-src"') as unknown,
    });
  });
});

describe('a new build or an edited config.js, without a restart', () => {
  it('the sources follow index.html and config.js, looked at once a second at most', () => {
    const own = mkdtempSync(join(tmpdir(), 'checkup-rebuilt-'));
    let clock = 0;
    try {
      writeFileSync(join(own, 'index.html'), '<script>one()</script>');
      writeFileSync(join(own, 'config.js'), "window.__APP_CONFIG__ = { apiBaseUrl: '/' };");
      const sources = watchPageSources(own, () => clock);
      const hashOf = (code: string) =>
        `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
      expect(sources()).toEqual({ scripts: [hashOf('one()')], api: [], tiles: [] });

      writeFileSync(join(own, 'index.html'), '<script>two()</script>');
      writeFileSync(
        join(own, 'config.js'),
        "window.__APP_CONFIG__ = { apiBaseUrl: 'https://api.hospital.example/' };",
      );
      clock += RECHECK_MS - 1;
      expect(sources().scripts).toEqual([hashOf('one()')]);
      clock += 1;
      expect(sources()).toEqual({
        scripts: [hashOf('two()')],
        api: ['https://api.hospital.example'],
        tiles: [],
      });
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });
});
