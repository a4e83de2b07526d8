import { atom } from 'jotai';
import { deleteCookie, readCookie, writeCookie } from '@/platform/cookie';

import type { LoginUser } from '@/api/contract';

export type { LoginUser };

export const LOGIN_COOKIE = 'login_user';
export const OPENID_COOKIE = 'openid';
export const LOGIN_COOKIE_DAYS = 30;

function isLoginUser(value: unknown): value is LoginUser {
  const v = value as Partial<LoginUser> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'number' &&
    typeof v.token === 'string' &&
    v.token !== '' &&
    typeof v.name === 'string' &&
    typeof v.mobile === 'string'
  );
}

export function readStoredUser(): LoginUser | null {
  try {
    const parsed: unknown = JSON.parse(readCookie(LOGIN_COOKIE) ?? 'null');
    return isLoginUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const userBaseAtom = atom<LoginUser | null>(readStoredUser());

/** The logged-in user, or null for a visitor; writing it also writes (or clears) the cookie. */
export const userAtom = atom(
  (get) => get(userBaseAtom),
  (_get, set, user: LoginUser | null) => {
    if (user) writeCookie(LOGIN_COOKIE, JSON.stringify(user), LOGIN_COOKIE_DAYS);
    else deleteCookie(LOGIN_COOKIE);
    set(userBaseAtom, user);
  },
);

export const isLoggedInAtom = atom((get) => get(userBaseAtom) !== null);

const openIdBaseAtom = atom<string | null>(readCookie(OPENID_COOKIE));

export const openIdAtom = atom(
  (get) => get(openIdBaseAtom),
  (_get, set, openId: string | null) => {
    if (openId) writeCookie(OPENID_COOKIE, openId, LOGIN_COOKIE_DAYS);
    else deleteCookie(OPENID_COOKIE);
    set(openIdBaseAtom, openId);
  },
);
