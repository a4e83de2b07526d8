import { execSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig, type ServerConfig } from './config.ts';
import { refuseSimulatedGateways } from './makeDeps.ts';
import { defaultTotalConnections, openFileLimit } from './plugins/connectionsSettings.ts';

/** A production environment with every secret of its own. */
const OWN = {
  NODE_ENV: 'production',
  FIELD_CRYPTO_KEY: 'Hq8Lm2Xc7Vb4Nz1R',
  FIELD_CRYPTO_IV: 'Pw5Ty9Ue3Io6Ak0S',
  DATA_KEY: 'q3Zr8vK1mXw6Tb0NcY5pLh2Ju9Gs4DfE',
  WECHAT_APP_ID: 'wx1234567890abcdef',
};

describe('readConfig (issue 10, item 5)', () => {
  it('starts the demo with its own values outside production', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ production: false, wechatAppId: 'wxdemo0000000001' });
    expect(config.fieldKey).toHaveLength(16);
  });

  it('accepts a production environment with its own secrets', () => {
    expect(readConfig(OWN)).toMatchObject({
      production: true,
      fieldKey: OWN.FIELD_CRYPTO_KEY,
      fieldIv: OWN.FIELD_CRYPTO_IV,
      dataKey: OWN.DATA_KEY,
      wechatAppId: OWN.WECHAT_APP_ID,
      simulatedGatewaysAccepted: false,
    });
  });

  it('serves the OpenAPI document in production only when OPENAPI_PUBLIC=1 (issue 37)', () => {
    expect(readConfig({}).openApiServed).toBe(true);
    expect(readConfig(OWN).openApiServed).toBe(false);
    expect(readConfig({ ...OWN, OPENAPI_PUBLIC: '1' }).openApiServed).toBe(true);
  });

  it.each([
    ['FIELD_CRYPTO_KEY', undefined, 'FIELD_CRYPTO_KEY is not set'],
    ['FIELD_CRYPTO_KEY', 'kn7Hc2Qp9LmX4vB1', "FIELD_CRYPTO_KEY is the demo's value"],
    ['FIELD_CRYPTO_KEY', '', 'FIELD_CRYPTO_KEY is not set'],
    ['FIELD_CRYPTO_IV', undefined, 'FIELD_CRYPTO_IV is not set'],
    ['FIELD_CRYPTO_IV', 'Vt3sR8yW5eZ0aJ6u', "FIELD_CRYPTO_IV is the demo's value"],
    ['DATA_KEY', undefined, 'DATA_KEY is not set'],
    ['DATA_KEY', '', 'DATA_KEY is not set'],
    ['DATA_KEY', 'demo-only-data-key-not-for-production', "DATA_KEY is the demo's value"],
    [
      'DATA_KEY',
      'x',
      'DATA_KEY must be at least 32 random characters (openssl rand -base64 32): it has 1',
    ],
    [
      'DATA_KEY',
      'a-hospital-own-secret-of-31-chr',
      'DATA_KEY must be at least 32 random characters (openssl rand -base64 32): it has 31',
    ],
    [
      'DATA_KEY',
      'abababababababababababababababab',
      'DATA_KEY must be at least 32 random characters (openssl rand -base64 32): it repeats only 2 different ones',
    ],
    ['WECHAT_APP_ID', undefined, 'WECHAT_APP_ID is not set'],
    ['WECHAT_APP_ID', 'wxdemo0000000001', "WECHAT_APP_ID is the demo's value"],
  ])('refuses production when %s is %j', (name, value, reason) => {
    expect(() => readConfig({ ...OWN, [name]: value })).toThrow(reason);
  });

  it('reads the operator settings of the limits, proxy, pool and seed', () => {
    expect(readConfig({})).toMatchObject({
      smsPerAddressHourly: 20,
      trustProxy: false,
      dbPoolSize: 10,
      seed: 'demo',
    });
    expect(readConfig(OWN).seed).toBe('catalog');
    expect(
      readConfig({
        SMS_PER_ADDRESS_HOURLY: '200',
        TRUST_PROXY: '127.0.0.1',
        DB_POOL_SIZE: '40',
        SEED: 'none',
      }),
    ).toMatchObject({
      smsPerAddressHourly: 200,
      trustProxy: ['127.0.0.1'],
      dbPoolSize: 40,
      seed: 'none',
    });
    expect(() => readConfig({ DB_POOL_SIZE: '0' })).toThrow(
      'DB_POOL_SIZE must be a whole number of at least 1, got "0"',
    );
    expect(() => readConfig({ PORT: '70000' })).toThrow(
      'PORT must be a whole number from 0 to 65535, got "70000"',
    );
    expect(() => readConfig({ SEED: 'all' })).toThrow('SEED must be demo, catalog or none');
    expect(() => readConfig({ ...OWN, SEED: 'demo' })).toThrow(
      'SEED=demo is refused in production',
    );
  });

  it('names every problem at once, one to a line, in production and out of it', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      /FIELD_CRYPTO_KEY.*\n.*FIELD_CRYPTO_IV.*\n.*DATA_KEY.*\n.*WECHAT_APP_ID/,
    );
    let error: unknown;
    try {
      readConfig({ TRUST_PROXY: 'yes', FIELD_CRYPTO_IV: 'short', MAX_CONNECTIONS: 'many' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      "FIELD_CRYPTO_IV must be 16 bytes (16 ASCII characters, as in the app's config.js), got 5",
      'TRUST_PROXY must be true, false, a hop count from 1 to 10, or the proxies\' addresses or CIDRs separated by commas; not one of these: "yes"',
      'MAX_CONNECTIONS must be a whole number of at least 1, got "many"',
    ]);
    expect((error as Error).message).toBe(
      "The server's settings refuse to start:\n" +
        (error as ConfigError).problems.map((p) => `  - ${p}`).join('\n'),
    );
  });
});

describe('the field key and IV (issue 28, item 6)', () => {
  it('are 16 bytes each, counted as the app counts them (UTF-8), outside production too', () => {
    expect(() => readConfig({ FIELD_CRYPTO_KEY: 'kn7Hc2Qp9LmX4vB' })).toThrow(
      "FIELD_CRYPTO_KEY must be 16 bytes (16 ASCII characters, as in the app's config.js), got 15",
    );
    // Eight characters, 24 bytes: AES-128 takes the bytes.
    expect(() => readConfig({ FIELD_CRYPTO_IV: '体检体检体检体检' })).toThrow(
      "FIELD_CRYPTO_IV must be 16 bytes (16 ASCII characters, as in the app's config.js), got 24",
    );
    // Issue 37: 16 characters a person made up are refused, saying why.
    expect(() => readConfig({ FIELD_CRYPTO_KEY: 'abcdabcdabcdabcd' })).toThrow(
      'FIELD_CRYPTO_KEY must look random (openssl rand -base64 12): it repeats "abcd"',
    );
    expect(() => readConfig({ FIELD_CRYPTO_IV: 'hospitalKey2026!' })).toThrow(
      'FIELD_CRYPTO_IV must look random (openssl rand -base64 12): it contains the word "hospital"',
    );
    expect(readConfig({ FIELD_CRYPTO_KEY: 'Hq8Lm2Xc7Vb4Nz1R' }).fieldKey).toBe('Hq8Lm2Xc7Vb4Nz1R');
  });
});

describe('TRUST_PROXY (issue 28, item 6)', () => {
  it.each([
    ['', false],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('reads %j', (raw, value) => {
    expect(readConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(value);
  });

  it.each([
    ['yes', '"yes"'],
    ['0', '"0"'],
    ['11', '"11"'],
    ['10.0.0.0/33', '"10.0.0.0/33"'],
    ['300.1.1.1', '"300.1.1.1"'],
    ['127.0.0.1,', '""'],
    ['true,10.0.0.0/8/1', '"true", "10.0.0.0/8/1"'],
  ])('refuses %j, naming it', (raw, named) => {
    expect(() => readConfig({ TRUST_PROXY: raw })).toThrow(
      new ConfigError([
        "TRUST_PROXY must be true, false, a hop count from 1 to 10, or the proxies' addresses " +
          `or CIDRs separated by commas; not one of these: ${named}`,
      ]).message,
    );
  });
});

describe('the connection settings (issue 28, item 1)', () => {
  it('default to short timeouts and caps under the open-file limit', () => {
    expect(readConfig({}).connections).toEqual({
      perAddress: 256,
      total: defaultTotalConnections(openFileLimit()),
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      socketTimeoutMs: 60_000,
      maxRequestsPerSocket: 0,
    });
    expect([20_000, 1_048_576, 256, undefined].map((n) => defaultTotalConnections(n))).toEqual([
      10_000, 10_000, 128, 1_000,
    ]);
  });

  it.runIf(process.platform === 'linux')('read the open-file limit as `ulimit -n` gives it', () => {
    const ulimit = execSync('ulimit -n', { shell: '/bin/sh', encoding: 'utf8' }).trim();
    expect(String(openFileLimit())).toBe(ulimit);
  });

  it('are read from the environment, in seconds', () => {
    expect(
      readConfig({
        MAX_CONNECTIONS_PER_ADDRESS: '0',
        MAX_CONNECTIONS: '5000',
        HEADERS_TIMEOUT_SECONDS: '2.5',
        REQUEST_TIMEOUT_SECONDS: '20',
        KEEP_ALIVE_TIMEOUT_SECONDS: '4',
        SOCKET_TIMEOUT_SECONDS: '30',
        MAX_REQUESTS_PER_SOCKET: '500',
      }).connections,
    ).toEqual({
      perAddress: 0,
      total: 5000,
      headersTimeoutMs: 2500,
      requestTimeoutMs: 20_000,
      keepAliveTimeoutMs: 4000,
      socketTimeoutMs: 30_000,
      maxRequestsPerSocket: 500,
    });
  });

  it('refuse a timeout of no time, and headers allowed longer than the request', () => {
    expect(() => readConfig({ KEEP_ALIVE_TIMEOUT_SECONDS: '0' })).toThrow(
      'KEEP_ALIVE_TIMEOUT_SECONDS must be a number of seconds above 0 and at most 3600, got "0"',
    );
    expect(() =>
      readConfig({ HEADERS_TIMEOUT_SECONDS: '40', REQUEST_TIMEOUT_SECONDS: '30' }),
    ).toThrow('HEADERS_TIMEOUT_SECONDS must not be more than REQUEST_TIMEOUT_SECONDS');
  });
});

describe('the queue source (issue 36, item 6)', () => {
  it('is the simulator unless QUEUE_SOURCE_URL names the queue system; 5 s to answer', () => {
    expect(readConfig({})).toMatchObject({
      queueSourceUrl: undefined,
      queueSourceTimeoutMs: 5000,
    });
    expect(
      readConfig({
        QUEUE_SOURCE_URL: 'https://queue.example-hospital.cn/api/state',
        QUEUE_SOURCE_TIMEOUT_SECONDS: '2.5',
      }),
    ).toMatchObject({
      queueSourceUrl: 'https://queue.example-hospital.cn/api/state',
      queueSourceTimeoutMs: 2500,
    });
  });

  it('refuses an address that is not http(s), and a timeout of no time', () => {
    expect(() =>
      readConfig({ QUEUE_SOURCE_URL: 'queue.local/state', QUEUE_SOURCE_TIMEOUT_SECONDS: '0' }),
    ).toThrow(
      new ConfigError([
        'QUEUE_SOURCE_URL must be an http:// or https:// address, got "queue.local/state"',
        'QUEUE_SOURCE_TIMEOUT_SECONDS must be a number of seconds above 0 and at most 3600, got "0"',
      ]),
    );
    expect(() => readConfig({ QUEUE_SOURCE_URL: 'ftp://10.0.0.5/state' })).toThrow(
      'QUEUE_SOURCE_URL must be an http:// or https:// address, got "ftp://10.0.0.5/state"',
    );
  });
});

describe('the gateways of a production start', () => {
  const production: ServerConfig = readConfig(OWN);

  it('are refused while they are simulators, naming them, unless accepted', () => {
    expect(() => refuseSimulatedGateways(production)).toThrow(
      /no real gateway for SMS, WeChat, partner SSO, payment.*ALLOW_SIMULATED_GATEWAYS=1/,
    );
    expect(() =>
      refuseSimulatedGateways(readConfig({ ...OWN, ALLOW_SIMULATED_GATEWAYS: '1' })),
    ).not.toThrow();
    expect(() => refuseSimulatedGateways(production, [])).not.toThrow();
    expect(() => refuseSimulatedGateways(readConfig({}))).not.toThrow();
  });
});
