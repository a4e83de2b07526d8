// The test account the signed-in reads are made as, and the body of its password login,
// made as the app makes it (src/domains/session/authApi.ts) with the app's own functions
// for the spec's phone encryption and password hash.
import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import type { PasswordLoginBody } from '../../src/contract/auth.ts';
import { encryptField, loginPasswordHash } from '../../src/rules/fieldCrypto.ts';

export interface TestAccount {
  phone: string;
  password: string;
  /** The AES key and IV of the field encryption agreed with the backend. */
  cryptoKey: string;
  cryptoIv: string;
}

/** The spec's six fields of `POST /api/Auth/Login`, the phone encrypted. */
export function loginBody(account: TestAccount, hospId: number): PasswordLoginBody {
  const phone = encryptField(account.phone, account.cryptoKey, account.cryptoIv);
  return {
    hospid: hospId,
    username: phone,
    password: loginPasswordHash(account.password, account.phone),
    openid: '',
    mobile: phone,
    captcha: '',
  };
}

/**
 * The key and IV of a deployment's config.js (`window.__APP_CONFIG__ = {...}`): the file the
 * app is deployed with holds what the backend agreed, so the check reads the same file.
 */
export function cryptoOfConfig(path: string): Pick<TestAccount, 'cryptoKey' | 'cryptoIv'> {
  const window: { __APP_CONFIG__?: { cryptoKey?: unknown; cryptoIv?: unknown } } = {};
  runInNewContext(readFileSync(path, 'utf8'), { window });
  const { cryptoKey, cryptoIv } = window.__APP_CONFIG__ ?? {};
  if (typeof cryptoKey !== 'string' || typeof cryptoIv !== 'string')
    throw new Error(`${path} sets no cryptoKey and cryptoIv in window.__APP_CONFIG__`);
  return { cryptoKey, cryptoIv };
}
