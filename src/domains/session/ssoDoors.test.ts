import { describe, expect, it } from 'vitest';
import type { Endpoint } from '@/contract/endpoint';
import { doorTarget, enterDoor, readDoor, type DoorCall } from './ssoDoors';

const q = (s: string) => new URLSearchParams(s);
const user = { id: 7, name: 'n', mobile: '13800000001', token: 't' };

describe('readDoor', () => {
  it('reads hospid, state, the credential and the OpenID under each of their names', () => {
    expect(readDoor('ssoLogin', q('hospid=1&state=userCenter&auth_code=A&OpenUserID=U'))).toEqual({
      door: 'ssoLogin',
      hospId: 1,
      state: 'userCenter',
      code: 'A',
      openId: 'U',
    });
    expect(readDoor('sso', q('hospid=2&code=C&openId=O'))).toMatchObject({
      hospId: 2,
      code: 'C',
      openId: 'O',
      state: null,
    });
    expect(readDoor('portal', q('hospid=3&sso_token=T&openid=o'))).toMatchObject({
      code: 'T',
      openId: 'o',
    });
    expect(readDoor('portal', q('hospid=3&sso_token=T'))).toMatchObject({ openId: null });
  });

  it('is null without a hospid or without a credential', () => {
    expect(readDoor('sso', q('code=C'))).toBeNull();
    expect(readDoor('sso', q('hospid=abc&code=C'))).toBeNull();
    expect(readDoor('sso', q('hospid=1&code='))).toBeNull();
  });
});

/** A fake `call`: answers by the endpoint's path and records what the door sent. */
function fakeCall(answers: Record<string, unknown>) {
  const sent: unknown[][] = [];
  const call = (async (ep: Endpoint, input?: unknown) => {
    sent.push([ep.method, ep.path, input]);
    const answer = answers[ep.path];
    if (answer instanceof Error) throw answer;
    return answer;
  }) as DoorCall;
  return { call, sent };
}

describe('enterDoor', () => {
  it('exchanges the auth_code for the partner user, then logs that user in (/ssoLogin)', async () => {
    const { call, sent } = fakeCall({
      '/openApi/sso/getuser': { ticket: 'TK', name: 'n' },
      '/api/auth/ssoLogin': { ...user, openId: 'TICKET' },
    });
    const result = await enterDoor(
      { door: 'ssoLogin', hospId: 1, state: 's', code: 'A', openId: 'U' },
      call,
    );
    expect(sent).toEqual([
      ['GET', '/openApi/sso/getuser', { hospId: 1, auth_code: 'A' }],
      ['POST', '/api/auth/ssoLogin', { hospId: 1, user: { ticket: 'TK', name: 'n', openId: 'U' } }],
    ]);
    // What is kept is the binding ticket the server answered, not the OpenID of the URL.
    expect(result).toEqual({ user, openId: 'TICKET' });
  });

  it('sends code, state and OpenID to ssoAuth (/sso and /portal)', async () => {
    const { call, sent } = fakeCall({ '/api/auth/ssoAuth': { ...user, openId: null } });
    const result = await enterDoor(
      { door: 'portal', hospId: 4, state: 'orderlist', code: 'T', openId: null },
      call,
    );
    expect(sent).toEqual([
      ['POST', '/api/auth/ssoAuth', { hospId: 4, code: 'T', state: 'orderlist' }],
    ]);
    expect(result).toEqual({ user, openId: null });
  });

  it('rejects when the server refuses the credential', async () => {
    const { call } = fakeCall({ '/api/auth/ssoAuth': new Error('refused') });
    await expect(
      enterDoor({ door: 'sso', hospId: 1, state: null, code: 'x', openId: null }, call),
    ).rejects.toThrow('refused');
  });
});

describe('doorTarget', () => {
  it('opens the route named by state, marked externalLink=1, in the branch', () => {
    expect(doorTarget('userCenter', 1, true)).toBe('/userCenter?externalLink=1&hospid=1');
    expect(doorTarget('/orderinfo?orderNo=N1', 2, true)).toBe(
      '/orderinfo?orderNo=N1&externalLink=1&hospid=2',
    );
  });

  it('opens home without a state, and after a failed login', () => {
    expect(doorTarget(null, 1, true)).toBe('/?hospid=1');
    expect(doorTarget('userCenter', 1, false)).toBe('/?hospid=1');
  });

  it.each([
    'https://evil.example',
    '//evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
    '%2F%2Fevil.example',
  ])('never leaves the app for state %s', (state) => {
    const target = doorTarget(state, 1, true);
    expect(target.startsWith('/')).toBe(true);
    expect(target.startsWith('//')).toBe(false);
    expect(target).not.toMatch(/evil|javascript/);
  });
});
