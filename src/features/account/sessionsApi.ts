import { endOtherSessions, listSessions } from '@/contract/calls/auth';
import { call } from '@/kit/api/call';
import { useQuery } from '@/kit/query/useQuery';

// The signed-in devices of the account: only the sessions page reads or ends them.

export const sessionsKey = ['account', 'sessions'] as const;

/** The account's live sessions, this device first. */
export const useSessions = (accountId: number) =>
  useQuery([...sessionsKey, accountId], () => call(listSessions));

/** Ends the session `id` names, or every other one; answers how many ended. */
export const endSessions = (id: number | null) => call(endOtherSessions, id === null ? {} : { id });
