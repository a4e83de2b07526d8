// What the race scripts share: calls to a running server in its envelope, and a demo login.
import type { LoginUser } from '../src/contract/index.ts';
import { encryptField, loginPasswordHash } from '../src/rules/fieldCrypto.ts';
import { readConfig } from '../server/config.ts';
import { DEMO_PASSWORD } from '../server/db/seedData.ts';

export function raceClient(baseUrl: string) {
  const base = baseUrl.replace(/\/$/, '');
  const { fieldKey, fieldIv } = readConfig();

  async function call<T>(path: string, init: RequestInit & { token?: string } = {}) {
    const res = await fetch(`${base}${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
    });
    return {
      status: res.status,
      body: (await res.json()) as { code: number; msg: string; data: T },
    };
  }

  /** Logs a demo account in (the demo password) and hands back its token. */
  async function login(phone: string): Promise<string> {
    const res = await call<LoginUser>('/api/Auth/Login', {
      method: 'POST',
      body: JSON.stringify({
        username: encryptField(phone, fieldKey, fieldIv),
        password: loginPasswordHash(DEMO_PASSWORD, phone),
      }),
    });
    if (res.status !== 200) throw new Error(`login failed: ${res.body.msg}`);
    return res.body.data.token;
  }

  return { call, login };
}
