import AES from 'crypto-js/aes.js';
import Hex from 'crypto-js/enc-hex.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import SHA256 from 'crypto-js/sha256.js';

/**
 * The contract's field encryption for ID number, phone and password: AES-128-CBC with
 * PKCS7 padding, base64, key and IV from the runtime config. Obfuscation the backend
 * requires, not security: TLS protects the data.
 */
export function encryptField(plain: string, key: string, iv: string): string {
  return AES.encrypt(Utf8.parse(plain), Utf8.parse(key), { iv: Utf8.parse(iv) }).toString();
}

/** The reverse, for values the backend sends encrypted; '' when it does not decrypt. */
export function decryptField(cipherText: string, key: string, iv: string): string {
  try {
    return AES.decrypt(cipherText, Utf8.parse(key), { iv: Utf8.parse(iv) }).toString(Utf8);
  } catch {
    return '';
  }
}

/** The login `password`: SHA-256 hex of the password, an ampersand and the phone. */
export function loginPasswordHash(password: string, phone: string): string {
  return SHA256(`${password}&${phone}`).toString(Hex);
}
