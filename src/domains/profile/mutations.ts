import { useMutation } from '@/kit/query/useMutation';
import { profileApi } from './api';
import { profileKeys } from './queries';

// Each write below changes the account's people: every key under `profileKeys.all` (the
// profile list, the booking's name list) is read again once it succeeds.
const PROFILES = { invalidates: [profileKeys.all] } as const;

/** Adds a relative, the phone proved by an SMS code; answers the profile added. */
export const useAddProfile = () => useMutation(profileApi.add, PROFILES);

/** Saves a profile's details (and a marital status asked before a company booking). */
export const useUpdateProfile = () => useMutation(profileApi.update, PROFILES);

/** Unbinds a relative's profile from the account. */
export const useUnbindProfile = () => useMutation(profileApi.unbind, PROFILES);
