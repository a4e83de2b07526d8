import { generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkConfig, readConfig } from './config.ts';
import { simulatedParties } from './makeDeps.ts';
import { newWeChatPayMerchant, wechatPayEnv } from './test/fakes/wechatPay.ts';
import { WECHATPAY_API_BASE } from './wechatPaySettings.ts';

// Issue 40, items 2 and 5: WeChat Pay chosen by its settings, each checked at start.
const merchant = newWeChatPayMerchant('wx1234567890abcdef');
const { env, dir, remove } = wechatPayEnv(merchant);
afterAll(remove);

describe('WeChat Pay (WECHATPAY_MCHID)', () => {
  it('is off without a merchant number: payment is the simulated cashier', () => {
    const config = readConfig({});
    expect(config.outside.wechatPay).toBeNull();
    expect(simulatedParties(config)).toContain('payment');
  });

  it("is WeChat Pay's own host with the merchant's settings, its answers waited for 5 s", () => {
    const config = readConfig(env);
    const pay = config.outside.wechatPay!;
    expect({ ...pay, privateKey: undefined, platformPublicKey: undefined }).toEqual({
      mchid: '1900009191',
      serialNo: merchant.serialNo,
      privateKey: undefined,
      platformPublicKey: undefined,
      platformKeyId: merchant.platformKeyId,
      apiV3Key: merchant.apiV3Key,
      apiBase: WECHATPAY_API_BASE,
      notifyUrl: 'https://h5.hospital.example/api/wechatpay/notify',
      timeoutMs: 5_000,
    });
    expect([pay.privateKey.type, pay.platformPublicKey.type]).toEqual(['private', 'public']);
    expect(simulatedParties(config)).not.toContain('payment');
    expect(
      readConfig({
        ...env,
        WECHATPAY_API_BASE: 'http://127.0.0.1:8998',
        WECHATPAY_TIMEOUT_SECONDS: '2',
      }).outside.wechatPay,
    ).toMatchObject({ apiBase: 'http://127.0.0.1:8998', timeoutMs: 2_000 });
  });

  it('names every malformed or missing setting at once', () => {
    const { problems } = checkConfig({
      WECHATPAY_MCHID: '19000x9191',
      WECHATPAY_PLATFORM_PUBLIC_KEY_ID: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
      WECHATPAY_API_V3_KEY: 'a'.repeat(31),
      WECHATPAY_PRIVATE_KEY_FILE: join(dir, 'missing.pem'),
      WECHATPAY_PLATFORM_PUBLIC_KEY_FILE: env.WECHATPAY_PRIVATE_KEY_FILE,
      WECHATPAY_NOTIFY_URL: 'http://h5.hospital.example/api/wechatpay/notify',
    });
    expect(problems).toEqual([
      'WECHATPAY_MCHID must be the digits of the 商户号',
      "WECHATPAY_SERIAL_NO must be the serial number of the merchant's API certificate (hex) when WECHATPAY_MCHID is set",
      "WECHATPAY_PLATFORM_PUBLIC_KEY_ID must be WeChat Pay's public key id (PUB_KEY_ID_...) when WECHATPAY_MCHID is set",
      'WECHATPAY_API_V3_KEY must be the 32 letters and digits of the API v3 key when WECHATPAY_MCHID is set',
      `WECHATPAY_PRIVATE_KEY_FILE must be a readable file, ${join(dir, 'missing.pem')}: ENOENT: no such file or directory, open '${join(dir, 'missing.pem')}'`,
      `WECHATPAY_PLATFORM_PUBLIC_KEY_FILE must hold an RSA public key in PEM, ${env.WECHATPAY_PRIVATE_KEY_FILE} does not`,
      "WECHATPAY_NOTIFY_URL must be the https:// address of this server's /api/wechatpay/notify (no query) when WECHATPAY_MCHID is set",
    ]);
  });

  it('takes no key of the wrong kind: a public key as the private one, an EC key', () => {
    const ec = join(dir, 'ec_key.pem');
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    writeFileSync(ec, privateKey.export({ type: 'pkcs8', format: 'pem' }).toString());
    expect(
      checkConfig({ ...env, WECHATPAY_PRIVATE_KEY_FILE: env.WECHATPAY_PLATFORM_PUBLIC_KEY_FILE })
        .problems,
    ).toEqual([
      `WECHATPAY_PRIVATE_KEY_FILE must hold an RSA private key (apiclient_key.pem) in PEM, ${env.WECHATPAY_PLATFORM_PUBLIC_KEY_FILE} does not`,
    ]);
    expect(checkConfig({ ...env, WECHATPAY_PRIVATE_KEY_FILE: ec }).problems).toEqual([
      `WECHATPAY_PRIVATE_KEY_FILE must hold an RSA private key (apiclient_key.pem) in PEM, ${ec} does not`,
    ]);
  });
});
