import { decryptField, encryptField } from '@/rules/fieldCrypto';
import { runtimeConfig } from '@/platform/runtimeConfig';

/** ID numbers, phones and passwords travel encrypted with the deployment's key and IV. */
export function fieldCipher() {
  const { cryptoKey, cryptoIv } = runtimeConfig();
  return {
    enc: (plain: string) => encryptField(plain, cryptoKey, cryptoIv),
    dec: (cipher: string) => decryptField(cipher, cryptoKey, cryptoIv),
  };
}
