import { useAtomValue } from 'jotai';
import { useQuery } from '@/kit/query/useQuery';
import { sessionApi } from './api';
import { userAtom } from './atoms';

export const sessionKeys = {
  /** The counts of the user centre: orders, company orders, reports. */
  state: ['session', 'state'] as const,
};

/** The logged-in user's counts; nothing for a visitor. */
export function useUserState() {
  const user = useAtomValue(userAtom);
  return useQuery(user ? [...sessionKeys.state, user.id] : null, sessionApi.userState);
}
