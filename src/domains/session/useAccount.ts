import { useAtomValue } from 'jotai';
import type { LoginUser } from '@/contract';
import { userAtom } from './atoms';

/**
 * The logged-in user of a page whose route needs a login: the guard sends a visitor to
 * the login page first, so such a page never handles "nobody".
 */
export function useAccount(): LoginUser {
  const user = useAtomValue(userAtom);
  if (!user) throw new Error('no login');
  return user;
}
