import { describe, it, expect } from 'vitest';
import { dataVault, hashPassword, loginHash, verifyPassword } from './secrets.ts';

const HASH = loginHash('Abc@1234', '13800000001');
const OTHER_HASH = loginHash('Abc@1235', '13800000001');

describe('hashPassword / verifyPassword', () => {
  it('stores scrypt$N$salt$key and never the login hash itself', async () => {
    const stored = await hashPassword(HASH);
    expect(stored).toMatch(/^scrypt\$16384\$[A-Za-z0-9+/]+={0,2}\$[A-Za-z0-9+/]+={0,2}$/);
    expect(stored).not.toContain(HASH);
    const [, , salt, key] = stored.split('$');
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(key ?? '', 'base64')).toHaveLength(32);
  });

  it('verifies the right login hash and refuses a wrong one', async () => {
    const stored = await hashPassword(HASH);
    await expect(verifyPassword(HASH, stored)).resolves.toBe(true);
    await expect(verifyPassword(OTHER_HASH, stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
    await expect(verifyPassword(HASH.toUpperCase(), stored)).resolves.toBe(false);
  });

  it('salts: two hashes of the same input differ, and both verify', async () => {
    const a = await hashPassword(HASH);
    const b = await hashPassword(HASH);
    expect(a).not.toBe(b);
    expect(a.split('$')[2]).not.toBe(b.split('$')[2]);
    await expect(verifyPassword(HASH, a)).resolves.toBe(true);
    await expect(verifyPassword(HASH, b)).resolves.toBe(true);
  });

  it('handles Chinese text in the input', async () => {
    const pw = '\u5bc6\u7801\u4e00\u4e8c\u4e09';
    const stored = await hashPassword(pw);
    await expect(verifyPassword(pw, stored)).resolves.toBe(true);
    await expect(verifyPassword('\u5bc6\u7801\u4e00\u4e8c', stored)).resolves.toBe(false);
  });

  it('refuses a tampered key or salt', async () => {
    const stored = await hashPassword(HASH);
    const [scheme, n, salt, key] = stored.split('$') as [string, string, string, string];
    const flip = (b64: string) => {
      const buf = Buffer.from(b64, 'base64');
      buf[0] = (buf[0] ?? 0) ^ 1;
      return buf.toString('base64');
    };
    await expect(verifyPassword(HASH, [scheme, n, flip(salt), key].join('$'))).resolves.toBe(false);
    await expect(verifyPassword(HASH, [scheme, n, salt, flip(key)].join('$'))).resolves.toBe(false);
  });

  it('refuses null and malformed stored values', async () => {
    const stored = await hashPassword(HASH);
    const [, n, salt, key] = stored.split('$');
    for (const bad of [
      null,
      '',
      HASH,
      'scrypt',
      `scrypt$${n}$${salt}`,
      `scrypt$${n}$$${key}`,
      `scrypt$$${salt}$${key}`,
      `bcrypt$${n}$${salt}$${key}`,
      `SCRYPT$${n}$${salt}$${key}`,
      `$2b$10$${salt}${key}`,
    ]) {
      await expect(verifyPassword(HASH, bad), String(bad)).resolves.toBe(false);
    }
  });

  // Known bug (reported, not fixed here): a key part that decodes to zero bytes makes
  // scrypt derive an empty key, and timingSafeEqual of two empty buffers is true, so any
  // login hash verifies. Drop `.fails` once verifyPassword refuses an empty key.
  it('refuses a stored value whose key decodes to nothing', async () => {
    const stored = await hashPassword(HASH);
    const [, n, salt] = stored.split('$');
    await expect(verifyPassword(OTHER_HASH, `scrypt$${n}$${salt}$!!!`)).resolves.toBe(false);
  });

  // Known bug (reported, not fixed here): a non-numeric N reaches scrypt, which throws, so
  // verifyPassword rejects instead of answering false. Drop `.fails` once it answers false.
  it('answers false (does not reject) for a non-numeric N', async () => {
    const stored = await hashPassword(HASH);
    const [, , salt, key] = stored.split('$');
    await expect(verifyPassword(HASH, `scrypt$abc$${salt}$${key}`)).resolves.toBe(false);
  });
});

describe('dataVault', () => {
  const vault = dataVault('server-secret-one');
  const other = dataVault('server-secret-two');
  const ID = '11010519491231002X';
  const NAME = '\u5f20\u4e09\u4e30';

  it.each([
    ['an ID number', ID],
    ['a phone', '13800000001'],
    ['Chinese text', NAME],
    ['the empty string', ''],
    ['a long value', 'x'.repeat(1000)],
  ])('seal/open round-trips %s', (_, plain) => {
    const sealed = vault.seal(plain);
    if (plain) expect(sealed).not.toContain(plain);
    expect(sealed.split('.')).toHaveLength(3);
    expect(vault.open(sealed)).toBe(plain);
  });

  it('seals the same value twice to different cipher texts', () => {
    const a = vault.seal(ID);
    const b = vault.seal(ID);
    expect(a).not.toBe(b);
    expect(vault.open(a)).toBe(ID);
    expect(vault.open(b)).toBe(ID);
  });

  it('a vault with the same secret opens what another instance sealed', () => {
    expect(dataVault('server-secret-one').open(vault.seal(ID))).toBe(ID);
  });

  it('throws when any part of the sealed value is tampered with', () => {
    const sealed = vault.seal(ID);
    const parts = sealed.split('.');
    for (let i = 0; i < 3; i++) {
      const tampered = [...parts];
      const buf = Buffer.from(tampered[i] ?? '', 'base64');
      buf[buf.length - 1] = (buf[buf.length - 1] ?? 0) ^ 0x01;
      tampered[i] = buf.toString('base64');
      expect(tampered.join('.')).not.toBe(sealed);
      expect(() => vault.open(tampered.join('.')), `part ${i}`).toThrow();
    }
  });

  it('throws for a truncated or malformed sealed value', () => {
    const sealed = vault.seal(ID);
    const [iv, tag, body] = sealed.split('.');
    expect(() => vault.open(`${iv}.${tag}`)).toThrow('sealed value is malformed');
    expect(() => vault.open(ID)).toThrow('sealed value is malformed');
    expect(() => vault.open(`${iv}.${tag}.${body?.slice(0, -4)}`)).toThrow();
    expect(() => vault.open(`${tag}.${iv}.${body}`)).toThrow();
  });

  it('another secret cannot open it', () => {
    const sealed = vault.seal(ID);
    expect(() => other.open(sealed)).toThrow();
    expect(() => vault.open(other.seal(ID))).toThrow();
  });

  it('fingerprint is stable, keyed and distinguishes values', () => {
    const f = vault.fingerprint(ID);
    expect(f).toMatch(/^[0-9a-f]{64}$/);
    expect(vault.fingerprint(ID)).toBe(f);
    expect(dataVault('server-secret-one').fingerprint(ID)).toBe(f);
    expect(other.fingerprint(ID)).not.toBe(f);
    expect(vault.fingerprint('11010519491231001X')).not.toBe(f);
    expect(vault.fingerprint(NAME)).toBe(vault.fingerprint('\u5f20\u4e09\u4e30'));
    expect(f).not.toContain(ID);
  });
});
