import { useQuery } from '@/kit/query/useQuery';
import { invalidate } from '@/kit/query/store';
import { profileApi } from './api';

export const profileKeys = {
  all: ['profiles'] as const,
  list: (accountId: number) => ['profiles', accountId] as const,
};

/** An account's profiles: the people it books for. */
export const useProfiles = (accountId: number) =>
  useQuery(profileKeys.list(accountId), () => profileApi.list(accountId));

/** After a profile is added, changed or unbound. */
export const profilesChanged = () => invalidate(profileKeys.all);
