import { useAtomValue } from 'jotai';
import { useQuery } from '@/kit/query/useQuery';
import { sessionApi } from './api';
import { userAtom } from './atoms';
import { useHospId } from '@/domains/hospital/scope';

export const sessionKeys = {
  /** The counts of the user centre: orders, company orders, reports. */
  state: ['session', 'state'] as const,
};

/** The logged-in user's counts at this branch, as its order list shows; none for a visitor. */
export function useUserState() {
  const user = useAtomValue(userAtom);
  const hospId = useHospId();
  return useQuery(user ? [...sessionKeys.state, user.id, hospId] : null, () =>
    sessionApi.userState(hospId),
  );
}
