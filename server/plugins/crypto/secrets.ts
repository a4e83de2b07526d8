import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  scrypt as scryptCb,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

const SCRYPT = { N: 16_384, r: 8, p: 1 } as const;

/** Stores a login hash as `scrypt$N$salt$key`; the login hash itself is never kept. */
export async function hashPassword(loginHash: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(loginHash, salt, 32, SCRYPT);
  return `scrypt$${SCRYPT.N}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(loginHash: string, stored: string | null): Promise<boolean> {
  const [scheme, n, salt, key] = stored?.split('$') ?? [];
  const cost = Number(n);
  // A damaged stored value refuses every password: an empty key would compare equal to an
  // empty result, and a wild cost would make scrypt throw or run for minutes.
  if (
    scheme !== 'scrypt' ||
    !salt ||
    !key ||
    !Number.isInteger(cost) ||
    cost < 1024 ||
    cost > 1_048_576
  )
    return false;
  if ((cost & (cost - 1)) !== 0) return false;
  const expected = Buffer.from(key, 'base64');
  if (expected.length !== 32) return false;
  try {
    const actual = await scrypt(loginHash, Buffer.from(salt, 'base64'), expected.length, {
      ...SCRYPT,
      N: cost,
    });
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}

/** The contract's login hash: SHA-256 hex of password, an ampersand and the phone. */
export function loginHash(password: string, phone: string): string {
  return createHash('sha256').update(`${password}&${phone}`).digest('hex');
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** An opaque random token (sessions, signs, captcha keys). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Encryption at rest for personal data (ID number, phone), with the server's own key. */
export interface DataVault {
  seal(plain: string): string;
  open(sealed: string): string;
  /** A keyed hash to find a value without decrypting it. */
  fingerprint(plain: string): string;
}

export function dataVault(secret: string): DataVault {
  const key = createHash('sha256').update(`vault:${secret}`).digest();
  const macKey = createHash('sha256').update(`mac:${secret}`).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64')).join('.');
    },
    open(sealed) {
      const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64'));
      if (!iv || !tag || !body) throw new Error('sealed value is malformed');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
    fingerprint(plain) {
      return createHmac('sha256', macKey).update(plain).digest('hex');
    },
  };
}
