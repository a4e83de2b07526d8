import {
  createCipheriv,
  createDecipheriv,
  createSign,
  createVerify,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

// WeChat Pay API v3's cryptography (pay.weixin.qq.com/doc/v3/merchant/4012365334 and
// 4012365336): SHA256 with RSA over a message of lines each ended by \n, and the
// AEAD_AES_256_GCM of a notification's resource. node:crypto only, no SDK.

/** The message WeChat Pay signs and checks: each line followed by `\n`, the last one too. */
export const signatureMessage = (...lines: string[]) => lines.map((line) => `${line}\n`).join('');

export const rsaSign = (message: string, privateKey: KeyObject) =>
  createSign('RSA-SHA256').update(message).sign(privateKey, 'base64');

export function rsaVerify(message: string, signature: string, publicKey: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(message).verify(publicKey, signature, 'base64');
  } catch {
    // A signature that is not even RSA-shaped is a wrong one, not a crash.
    return false;
  }
}

/** 32 characters of letters and digits, as WeChat Pay's examples use for nonce_str. */
export const newNonce = () => randomBytes(16).toString('hex').toUpperCase();

/** Seconds since the epoch, as WeChat Pay's timestamps are. */
export const unixSeconds = (ms = Date.now()) => String(Math.floor(ms / 1000));

export interface Merchant {
  /** 商户号 */
  mchid: string;
  /** The serial number of the merchant's API certificate (证书序列号). */
  serialNo: string;
  privateKey: KeyObject;
}

export const AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';

/**
 * The Authorization header of a request: the merchant's signature over the method, the
 * path with its query, a timestamp, a nonce and the body (empty for a GET).
 */
export function authorization(
  merchant: Merchant,
  request: { method: string; pathAndQuery: string; body: string },
  at: { timestamp: string; nonce: string } = { timestamp: unixSeconds(), nonce: newNonce() },
): string {
  const message = signatureMessage(
    request.method,
    request.pathAndQuery,
    at.timestamp,
    at.nonce,
    request.body,
  );
  const signature = rsaSign(message, merchant.privateKey);
  return (
    `${AUTH_SCHEME} mchid="${merchant.mchid}",nonce_str="${at.nonce}",` +
    `signature="${signature}",timestamp="${at.timestamp}",serial_no="${merchant.serialNo}"`
  );
}

/** The fields of an Authorization header; null when it is not WeChat Pay's scheme. */
export function parseAuthorization(header: string | undefined): Record<string, string> | null {
  if (!header?.startsWith(`${AUTH_SCHEME} `)) return null;
  const fields: Record<string, string> = {};
  for (const m of header.slice(AUTH_SCHEME.length + 1).matchAll(/(\w+)="([^"]*)"/g))
    fields[m[1]!] = m[2]!;
  return fields;
}

/** The Wechatpay-* headers of a signed answer or notification. */
export interface WechatpaySignature {
  timestamp: string;
  nonce: string;
  signature: string;
  serial: string;
}

/** Signs an answer or a notification as WeChat Pay does (the fake's side, and the tests'). */
export function wechatpayHeaders(
  body: string,
  platform: { keyId: string; privateKey: KeyObject },
  at: { timestamp: string; nonce: string } = { timestamp: unixSeconds(), nonce: newNonce() },
): Record<string, string> {
  return {
    'wechatpay-timestamp': at.timestamp,
    'wechatpay-nonce': at.nonce,
    'wechatpay-serial': platform.keyId,
    'wechatpay-signature': rsaSign(
      signatureMessage(at.timestamp, at.nonce, body),
      platform.privateKey,
    ),
    'wechatpay-signature-type': AUTH_SCHEME,
  };
}

/** The Wechatpay-* headers of a message, or null when one is missing. */
export function signatureOf(
  headers: Record<string, string | string[] | undefined> | Headers,
): WechatpaySignature | null {
  const get = (name: string) => {
    const value = headers instanceof Headers ? headers.get(name) : headers[name];
    return typeof value === 'string' && value !== '' ? value : null;
  };
  const timestamp = get('wechatpay-timestamp');
  const nonce = get('wechatpay-nonce');
  const signature = get('wechatpay-signature');
  const serial = get('wechatpay-serial');
  if (!timestamp || !nonce || !signature || !serial) return null;
  return { timestamp, nonce, signature, serial };
}

/**
 * Whether an answer or a notification is WeChat Pay's: signed with the platform key the
 * settings name (the serial says which key signed), over its timestamp, nonce and body.
 */
export function isSignedByPlatform(
  body: string,
  signed: WechatpaySignature,
  platform: { keyId: string; publicKey: KeyObject },
): boolean {
  return (
    signed.serial === platform.keyId &&
    rsaVerify(
      signatureMessage(signed.timestamp, signed.nonce, body),
      signed.signature,
      platform.publicKey,
    )
  );
}

/** An encrypted resource of a notification, as WeChat Pay sends it. */
export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
  original_type?: string;
}

const TAG_BYTES = 16;

/**
 * The plaintext of a resource: AES-256-GCM with the API v3 key, the 12-character nonce and
 * the associated data; the base64 ciphertext ends with the 16-byte tag. Null when it does
 * not open (another key, a changed byte).
 */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string | null {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') return null;
  try {
    const sealed = Buffer.from(resource.ciphertext, 'base64');
    if (sealed.length <= TAG_BYTES) return null;
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(apiV3Key, 'utf8'),
      Buffer.from(resource.nonce, 'utf8'),
    );
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    return Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

/** The resource WeChat Pay would send for a plaintext (the fake's side, and the tests'). */
export function encryptResource(
  plaintext: string,
  apiV3Key: string,
  nonce: string,
  associatedData: string,
): EncryptedResource {
  const cipher = createCipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(nonce, 'utf8'),
  );
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const sealed = Buffer.concat([
    cipher.update(plaintext, 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: sealed.toString('base64'),
    associated_data: associatedData,
    nonce,
    original_type: 'transaction',
  };
}
