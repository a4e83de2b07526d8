import { createDecipheriv, createHash } from 'node:crypto';
import { describe, it, expect } from 'vitest';
import { ApiError } from '../envelope.ts';
import { MSG } from '../messages.ts';
import { fieldCrypto } from './fieldCrypto.ts';
import { loginHash } from './secrets.ts';
import { decryptField, encryptField, loginPasswordHash } from '../../../src/rules/fieldCrypto.ts';

const KEY = 'kn7Hc2Qp9LmX4vB1';
const IV = 'Vt3sR8yW5eZ0aJ6u';
const OTHER_KEY = 'Qz8Lm3Vb6Nc1Xd4F';

const server = fieldCrypto(KEY, IV);

/** Runs `fn` and returns the ApiError it throws (failing the test when it does not). */
function apiErrorOf(fn: () => unknown): ApiError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ApiError);
    return err as ApiError;
  }
  throw new Error('expected an ApiError, nothing was thrown');
}

const SAMPLES: [string, string][] = [
  ['Chinese name', '\u5f20\u4e09\u4e30'],
  ['Chinese address', '\u5317\u4eac\u5e02\u671d\u9633\u533a\u5efa\u56fd\u8def 88 \u53f7'],
  ['18-char ID', '11010519491231002X'],
  ['15-char ID', '130503670401001'],
  ['phone', '13800000001'],
  ['login hash', createHash('sha256').update('Abc@1234&13800000001').digest('hex')],
  ['one character', 'a'],
  ['a single space', ' '],
  ['exactly one block (16 bytes)', '0123456789abcdef'],
  ['15 bytes', '0123456789abcde'],
  ['17 bytes', '0123456789abcdefg'],
  ['emoji (4-byte UTF-8)', '\u{1f600}\u2764\ufe0f'],
  ['mixed', 'Abc@1234 \u4f53\u68c0\u4e2d\u5fc3 #1'],
];

describe('app encryptField -> server decrypt', () => {
  it.each(SAMPLES)('%s round-trips', (_, plain) => {
    const cipher = encryptField(plain, KEY, IV);
    expect(cipher).not.toBe(plain);
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(server.decrypt(cipher, 'field')).toBe(plain);
  });

  it('produces the same bytes as node AES-128-CBC with PKCS7', () => {
    const plain = '\u674e\u56db 13800000001';
    expect(encryptField(plain, KEY, IV)).toBe(server.encrypt(plain));
  });

  it('is deterministic for a fixed key and IV, and the length follows the padding', () => {
    expect(encryptField('13800000001', KEY, IV)).toBe(encryptField('13800000001', KEY, IV));
    // 11 bytes pad to one block, 16 bytes to two (PKCS7 always adds padding).
    expect(Buffer.from(encryptField('13800000001', KEY, IV), 'base64')).toHaveLength(16);
    expect(Buffer.from(encryptField('0123456789abcdef', KEY, IV), 'base64')).toHaveLength(32);
  });

  it('decrypts with plain node crypto too (AES-128-CBC, UTF-8 key and IV)', () => {
    const cipher = encryptField('\u738b\u4e94', KEY, IV);
    const d = createDecipheriv('aes-128-cbc', Buffer.from(KEY), Buffer.from(IV));
    const plain = Buffer.concat([d.update(Buffer.from(cipher, 'base64')), d.final()]);
    expect(plain.toString('utf8')).toBe('\u738b\u4e94');
  });
});

describe('server encrypt -> app decryptField', () => {
  it.each(SAMPLES)('%s round-trips', (_, plain) => {
    const cipher = server.encrypt(plain);
    expect(cipher).not.toBe(plain);
    expect(decryptField(cipher, KEY, IV)).toBe(plain);
  });

  it('the empty string round-trips on the app side', () => {
    expect(decryptField(server.encrypt(''), KEY, IV)).toBe('');
    expect(Buffer.from(server.encrypt(''), 'base64')).toHaveLength(16);
  });

  it('a different IV changes the first block, and decrypting with it garbles the value', () => {
    const otherIv = 'Pq7Wm2Xn5Rb8Tc1Z';
    const a = server.encrypt('11010519491231002X');
    const b = fieldCrypto(KEY, otherIv).encrypt('11010519491231002X');
    expect(a).not.toBe(b);
    expect(decryptField(a, KEY, otherIv)).not.toBe('11010519491231002X');
  });

  it('gives "" for something that is not a cipher text at all', () => {
    expect(decryptField('', KEY, IV)).toBe('');
  });
});

describe('server decrypt refusals', () => {
  it.each([
    ['plain phone', '13800000001'],
    ['plain ID', '11010519491231002X'],
    ['plain Chinese text', '\u5f20\u4e09'],
    ['not base64', '%%%%'],
    ['a truncated cipher text', encryptField('11010519491231002X', KEY, IV).slice(0, 20)],
    ['a cipher text of one byte too few', Buffer.alloc(15).toString('base64')],
  ])('%s -> 400 "<field> is not correctly encrypted"', (_, value) => {
    const err = apiErrorOf(() => server.decrypt(value, 'idcard'));
    expect(err.status).toBe(400);
    expect(err.code).toBe(400);
    expect(err.message).toBe(MSG.badInput);
    expect(err.detail).toBe('idcard is not correctly encrypted');
  });

  it('a value encrypted with another key -> 400, naming the field', () => {
    const fromOtherKey = encryptField('13800000001', OTHER_KEY, IV);
    expect(fromOtherKey).not.toBe(encryptField('13800000001', KEY, IV));
    const err = apiErrorOf(() => server.decrypt(fromOtherKey, 'phone'));
    expect(err.status).toBe(400);
    expect(err.message).toBe(MSG.badInput);
    expect(err.detail).toBe('phone is not correctly encrypted');
  });

  it('an encrypted empty string is refused as not correctly encrypted', () => {
    const err = apiErrorOf(() => server.decrypt(encryptField('', KEY, IV), 'password'));
    expect(err.status).toBe(400);
    expect(err.message).toBe(MSG.badInput);
    expect(err.detail).toBe('password is not correctly encrypted');
  });

  it.each([
    ['the empty string', ''],
    ['undefined', undefined],
    ['null', null],
    ['a number', 13800000001],
    ['an object', { value: 'x' }],
    ['an array', ['13800000001']],
  ])('%s -> 400 "<field> is missing"', (_, value) => {
    const err = apiErrorOf(() => server.decrypt(value, 'phone'));
    expect(err.status).toBe(400);
    expect(err.message).toBe(MSG.badInput);
    expect(err.detail).toBe('phone is missing');
  });
});

describe('fieldCrypto key and IV', () => {
  it.each([
    ['a short key', 'short', IV],
    ['a 15-byte key', KEY.slice(0, 15), IV],
    ['a 17-byte key', `${KEY}x`, IV],
    ['a 32-byte key', KEY + KEY, IV],
    ['16 Chinese characters (48 bytes)', '\u4e2d'.repeat(16), IV],
    ['a short IV', KEY, 'iv'],
    ['an empty IV', KEY, ''],
  ])('throws for %s', (_, key, iv) => {
    expect(() => fieldCrypto(key, iv)).toThrow('field crypto key and IV must be 16 bytes each');
  });

  it('accepts 16-byte key and IV', () => {
    expect(() => fieldCrypto(OTHER_KEY, IV)).not.toThrow();
  });
});

describe('loginPasswordHash', () => {
  const expected = createHash('sha256').update('Abc@1234&13800000001').digest('hex');

  it('is SHA-256 hex of password & phone', () => {
    expect(loginPasswordHash('Abc@1234', '13800000001')).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it("equals the server's loginHash", () => {
    expect(loginHash('Abc@1234', '13800000001')).toBe(expected);
    expect(loginPasswordHash('Abc@1234', '13800000001')).toBe(loginHash('Abc@1234', '13800000001'));
  });

  it('agrees with the server for Chinese text and changes with either input', () => {
    const pw = '\u5bc6\u7801Abc@1';
    expect(loginPasswordHash(pw, '13900000002')).toBe(loginHash(pw, '13900000002'));
    expect(loginPasswordHash('Abc@1234', '13800000002')).not.toBe(expected);
    expect(loginPasswordHash('Abc@1235', '13800000001')).not.toBe(expected);
    // The ampersand is part of the input: "Abc@1234" + "&" + phone, not the concatenation.
    expect(loginPasswordHash('Abc@1234', '13800000001')).not.toBe(
      createHash('sha256').update('Abc@123413800000001').digest('hex'),
    );
  });
});
