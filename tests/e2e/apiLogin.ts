// Logs a demo account in through the API (what the login form sends), for scripts and
// journeys that need its token without the form.
import type { APIRequestContext } from '@playwright/test';
import type { LoginUser } from '../../src/contract/index.ts';
import { encryptField, loginPasswordHash } from '../../src/rules/fieldCrypto.ts';
import { readConfig } from '../../server/config.ts';
import { DEMO_PASSWORD } from '../../server/db/seedData.ts';

const { fieldKey, fieldIv } = readConfig();

export async function apiLoginUser(
  request: APIRequestContext,
  phone: string,
  password = DEMO_PASSWORD,
): Promise<LoginUser> {
  const res = await request.post('/api/Auth/Login', {
    data: {
      username: encryptField(phone, fieldKey, fieldIv),
      password: loginPasswordHash(password, phone),
    },
  });
  const body = (await res.json()) as { data: LoginUser; msg: string };
  if (!res.ok()) throw new Error(`login ${phone}: ${body.msg}`);
  return body.data;
}
