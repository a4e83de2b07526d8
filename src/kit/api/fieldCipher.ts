import { runtimeConfig } from '@/platform/runtimeConfig';

/**
 * ID numbers, phones and passwords travel encrypted with the deployment's key and IV.
 * crypto-js (6 KB gzipped) loads with the first call that encrypts or decrypts, not with
 * every page that may make one (issue 27); the calls wait for their answer anyway.
 */
export async function fieldCipher() {
  const { decryptField, encryptField, loginPasswordHash } = await import('@/rules/fieldCrypto');
  const { cryptoKey, cryptoIv } = runtimeConfig();
  return {
    enc: (plain: string) => encryptField(plain, cryptoKey, cryptoIv),
    dec: (cipher: string) => decryptField(cipher, cryptoKey, cryptoIv),
    /** The login `password`: SHA-256 hex of the password, an ampersand and the phone. */
    passwordHash: loginPasswordHash,
  };
}
