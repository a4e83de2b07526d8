import { describe, expect, it } from 'vitest';
import { readConfig, type ServerConfig } from './config.ts';
import { refuseSimulatedGateways } from './makeDeps.ts';

/** A production environment with every secret of its own. */
const OWN = {
  NODE_ENV: 'production',
  FIELD_CRYPTO_KEY: 'Hq8Lm2Xc7Vb4Nz1R',
  FIELD_CRYPTO_IV: 'Pw5Ty9Ue3Io6Ak0S',
  DATA_KEY: 'a-hospital-own-secret',
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

  it.each([
    ['FIELD_CRYPTO_KEY', undefined, 'FIELD_CRYPTO_KEY is not set'],
    ['FIELD_CRYPTO_KEY', 'kn7Hc2Qp9LmX4vB1', "FIELD_CRYPTO_KEY is the demo's value"],
    ['FIELD_CRYPTO_IV', undefined, 'FIELD_CRYPTO_IV is not set'],
    ['FIELD_CRYPTO_IV', 'Vt3sR8yW5eZ0aJ6u', "FIELD_CRYPTO_IV is the demo's value"],
    ['DATA_KEY', undefined, 'DATA_KEY is not set'],
    ['DATA_KEY', '', 'DATA_KEY is not set'],
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
      trustProxy: '127.0.0.1',
      dbPoolSize: 40,
      seed: 'none',
    });
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
    expect(() => readConfig({ DB_POOL_SIZE: '0' })).toThrow(
      'DB_POOL_SIZE must be a positive integer',
    );
    expect(() => readConfig({ SEED: 'all' })).toThrow('SEED must be demo, catalog or none');
    expect(() => readConfig({ ...OWN, SEED: 'demo' })).toThrow(
      'SEED=demo is refused in production',
    );
  });

  it('names every missing or demo value at once', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      /FIELD_CRYPTO_KEY.*FIELD_CRYPTO_IV.*DATA_KEY.*WECHAT_APP_ID/,
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
