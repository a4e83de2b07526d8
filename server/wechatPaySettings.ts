import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { httpUrl, type SettingReader } from './settingReader.ts';

/** WeChat Pay's API host; the tests point it at their local fake (WECHATPAY_API_BASE). */
export const WECHATPAY_API_BASE = 'https://api.mch.weixin.qq.com';

/** The merchant's WeChat Pay API v3 (WECHATPAY_MCHID set): the settings of 商户平台. */
export interface WeChatPaySettings {
  /** 商户号 (WECHATPAY_MCHID). */
  mchid: string;
  /** The serial number of the merchant's API certificate (WECHATPAY_SERIAL_NO). */
  serialNo: string;
  /** The merchant's API private key, apiclient_key.pem (WECHATPAY_PRIVATE_KEY_FILE). */
  privateKey: KeyObject;
  /** WeChat Pay's public key, pub_key.pem (WECHATPAY_PLATFORM_PUBLIC_KEY_FILE). */
  platformPublicKey: KeyObject;
  /** That key's id, which WeChat Pay names in Wechatpay-Serial (WECHATPAY_PLATFORM_PUBLIC_KEY_ID). */
  platformKeyId: string;
  /** The API v3 key that seals the notifications (WECHATPAY_API_V3_KEY). */
  apiV3Key: string;
  apiBase: string;
  /** Where WeChat Pay posts its payment notifications (WECHATPAY_NOTIFY_URL). */
  notifyUrl: string;
  /** How long one answer of WeChat Pay is waited for (WECHATPAY_TIMEOUT_SECONDS). */
  timeoutMs: number;
}

/** The path of the notification route; WECHATPAY_NOTIFY_URL names it at the server's address. */
export const WECHATPAY_NOTIFY_PATH = '/api/wechatpay/notify';

const MCHID = /^\d{8,12}$/;
/** A certificate's serial number, as 商户平台 → API安全 shows it. */
const SERIAL_NO = /^[0-9A-Fa-f]{8,40}$/;
/** WeChat Pay's public key id, as 商户平台 → API安全 → 微信支付公钥 shows it. */
const PUBLIC_KEY_ID = /^PUB_KEY_ID_[0-9A-Za-z]{8,64}$/;
const API_V3_KEY = /^[0-9A-Za-z]{32}$/;

/** The RSA key of a PEM file, or null with the problem named. */
function keyFile(
  name: string,
  path: string | undefined,
  kind: 'private' | 'public',
  problems: string[],
): KeyObject | null {
  const what = kind === 'private' ? 'an RSA private key (apiclient_key.pem)' : 'an RSA public key';
  if (!path?.trim()) {
    problems.push(`${name} must name a readable file holding ${what} when WECHATPAY_MCHID is set`);
    return null;
  }
  let pem: string;
  try {
    pem = readFileSync(path.trim(), 'utf8');
  } catch (err) {
    problems.push(`${name} must be a readable file, ${path.trim()}: ${(err as Error).message}`);
    return null;
  }
  try {
    // A public key file given as the private one (or the reverse) is refused by the parser.
    if (kind === 'private' && !pem.includes('PRIVATE KEY-----')) throw new Error('no private key');
    if (kind === 'public' && pem.includes('PRIVATE KEY-----')) throw new Error('a private key');
    const key = kind === 'private' ? createPrivateKey(pem) : createPublicKey(pem);
    if (key.asymmetricKeyType !== 'rsa') throw new Error(`a ${key.asymmetricKeyType} key`);
    return key;
  } catch {
    problems.push(`${name} must hold ${what} in PEM, ${path.trim()} does not`);
    return null;
  }
}

/** WeChat Pay's settings when WECHATPAY_MCHID names a merchant; every problem named. */
export function wechatPaySettings(
  env: NodeJS.ProcessEnv,
  read: SettingReader,
  problems: string[],
): WeChatPaySettings | null {
  const mchid = env.WECHATPAY_MCHID?.trim();
  if (!mchid) return null;
  const text = (name: string, shape: RegExp, what: string) => {
    const value = env[name]?.trim() ?? '';
    if (!shape.test(value)) problems.push(`${name} must be ${what} when WECHATPAY_MCHID is set`);
    return value;
  };
  if (!MCHID.test(mchid)) problems.push('WECHATPAY_MCHID must be the digits of the 商户号');
  const serialNo = text(
    'WECHATPAY_SERIAL_NO',
    SERIAL_NO,
    "the serial number of the merchant's API certificate (hex)",
  );
  const platformKeyId = text(
    'WECHATPAY_PLATFORM_PUBLIC_KEY_ID',
    PUBLIC_KEY_ID,
    "WeChat Pay's public key id (PUB_KEY_ID_...)",
  );
  const apiV3Key = text(
    'WECHATPAY_API_V3_KEY',
    API_V3_KEY,
    'the 32 letters and digits of the API v3 key',
  );
  const privateKey = keyFile(
    'WECHATPAY_PRIVATE_KEY_FILE',
    env.WECHATPAY_PRIVATE_KEY_FILE,
    'private',
    problems,
  );
  const platformPublicKey = keyFile(
    'WECHATPAY_PLATFORM_PUBLIC_KEY_FILE',
    env.WECHATPAY_PLATFORM_PUBLIC_KEY_FILE,
    'public',
    problems,
  );
  const notifyUrl = httpUrl('WECHATPAY_NOTIFY_URL', env.WECHATPAY_NOTIFY_URL, problems);
  // WeChat Pay posts only to https, and to no address with a query.
  if (!notifyUrl?.startsWith('https://') || notifyUrl.includes('?'))
    problems.push(
      `WECHATPAY_NOTIFY_URL must be the https:// address of this server's ${WECHATPAY_NOTIFY_PATH} (no query) when WECHATPAY_MCHID is set`,
    );
  if (!privateKey || !platformPublicKey) return null;
  return {
    mchid,
    serialNo,
    privateKey,
    platformPublicKey,
    platformKeyId,
    apiV3Key,
    apiBase: httpUrl('WECHATPAY_API_BASE', env.WECHATPAY_API_BASE, problems) ?? WECHATPAY_API_BASE,
    notifyUrl: notifyUrl ?? '',
    timeoutMs: read.seconds('WECHATPAY_TIMEOUT_SECONDS', 5),
  };
}
