import { createDecipheriv, createCipheriv } from 'node:crypto';
import { ApiError } from '../envelope.ts';
import { MSG } from '../messages.ts';

/**
 * The contract's field encryption: ID number, phone and password travel as AES-128-CBC,
 * PKCS7, base64, with the key and IV of the app's runtime config. It is obfuscation the
 * contract requires, not security (TLS is); a value that does not decrypt is the
 * client's fault and is refused with a 400 (the field is named in the log only).
 */
export interface FieldCrypto {
  decrypt(value: unknown, field: string): string;
  encrypt(plain: string): string;
}

export function fieldCrypto(key: string, iv: string): FieldCrypto {
  const k = Buffer.from(key, 'utf8');
  const v = Buffer.from(iv, 'utf8');
  if (k.length !== 16 || v.length !== 16)
    throw new Error('field crypto key and IV must be 16 bytes each');
  return {
    decrypt(value, field) {
      if (typeof value !== 'string' || value === '')
        throw new ApiError(400, MSG.badInput, 400, `${field} is missing`);
      try {
        const decipher = createDecipheriv('aes-128-cbc', k, v);
        const plain = Buffer.concat([
          decipher.update(Buffer.from(value, 'base64')),
          decipher.final(),
        ]).toString('utf8');
        if (plain === '') throw new Error('empty');
        return plain;
      } catch {
        throw new ApiError(400, MSG.badInput, 400, `${field} is not correctly encrypted`);
      }
    },
    encrypt(plain) {
      const cipher = createCipheriv('aes-128-cbc', k, v);
      return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
    },
  };
}
