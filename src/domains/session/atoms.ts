import { atom } from 'jotai';
import type { LoginUser } from '@/contract';
import { clearQueries } from '@/kit/query/store';
import {
  readLoginCookie,
  readOpenIdCookie,
  writeLoginCookie,
  writeOpenIdCookie,
} from '@/platform/loginCookie';

export type { LoginUser };

/** An atom kept in a cookie too: `write` stores each new value before the atom takes it. */
function persisted<T>(initial: T, write: (value: T) => void) {
  const base = atom(initial);
  return atom(
    (get) => get(base),
    (_get, set, value: T) => {
      write(value);
      set(base, value);
    },
  );
}

/**
 * The logged-in user, or null for a visitor; writing it also writes (or clears) the cookie
 * and forgets the data read for the previous one.
 */
export const userAtom = persisted<LoginUser | null>(readLoginCookie(), (user) => {
  writeLoginCookie(user);
  clearQueries();
});

export const isLoggedInAtom = atom((get) => get(userAtom) !== null);

/**
 * Why the server refused this phone's login (its session ended from another device, or ran
 * out), for the login page to say; null when nothing needs saying.
 */
export const signedOutWhyAtom = atom<string | null>(null);

export const openIdAtom = persisted<string | null>(readOpenIdCookie(), writeOpenIdCookie);
