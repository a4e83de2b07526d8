import { atom } from 'jotai';
import type { LoginUser } from '@/contract';
import {
  readLoginCookie,
  readOpenIdCookie,
  writeLoginCookie,
  writeOpenIdCookie,
} from '@/platform/loginCookie';

export type { LoginUser };

const userBaseAtom = atom<LoginUser | null>(readLoginCookie());

/** The logged-in user, or null for a visitor; writing it also writes (or clears) the cookie. */
export const userAtom = atom(
  (get) => get(userBaseAtom),
  (_get, set, user: LoginUser | null) => {
    writeLoginCookie(user);
    set(userBaseAtom, user);
  },
);

export const isLoggedInAtom = atom((get) => get(userBaseAtom) !== null);

const openIdBaseAtom = atom<string | null>(readOpenIdCookie());

export const openIdAtom = atom(
  (get) => get(openIdBaseAtom),
  (_get, set, openId: string | null) => {
    writeOpenIdCookie(openId);
    set(openIdBaseAtom, openId);
  },
);
