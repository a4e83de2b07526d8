import type { LoginUser } from '@/contract';
import { deleteCookie, readCookie, writeCookie } from './cookie';

// The login record and OpenID persist in cookies, written by the app and by the entry
// pages of landing/ alike, which is why this lives apart from the jotai session.
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

export function readLoginCookie(): LoginUser | null {
  try {
    const parsed: unknown = JSON.parse(readCookie(LOGIN_COOKIE) ?? 'null');
    return isLoginUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeLoginCookie(user: LoginUser | null) {
  if (user) {
    const { id, name, mobile, token } = user;
    writeCookie(LOGIN_COOKIE, JSON.stringify({ id, name, mobile, token }), LOGIN_COOKIE_DAYS);
  } else {
    deleteCookie(LOGIN_COOKIE);
  }
}

/**
 * The server's binding ticket for the WeChat OpenID (the spec's openId) lives as long as
 * the ticket (30 minutes): once it is gone, the next entry from WeChat asks for a new one.
 */
const OPENID_COOKIE_DAYS = 30 / (24 * 60);

export const readOpenIdCookie = () => readCookie(OPENID_COOKIE);

export function writeOpenIdCookie(openId: string | null) {
  if (openId) writeCookie(OPENID_COOKIE, openId, OPENID_COOKIE_DAYS);
  else deleteCookie(OPENID_COOKIE);
}
