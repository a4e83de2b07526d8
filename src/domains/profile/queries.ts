import { useQuery } from '@/kit/query/useQuery';
import { profileApi } from './api';

export const profileKeys = {
  all: ['profiles'] as const,
  list: (accountId: number) => ['profiles', accountId] as const,
};

/** An account's profiles: the people it books for. */
export const useProfiles = (accountId: number) =>
  useQuery(profileKeys.list(accountId), () => profileApi.list(accountId));
