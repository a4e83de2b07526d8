import { api } from '@/kit/api/client';
import { fieldCipher } from '@/kit/api/fieldCipher';
import type { Profile, ProfileInput } from '@/contract';

/** A profile with its ID number and phone decrypted, as the screens use it. */
export type PlainProfile = Profile;

function decrypted(p: Profile): PlainProfile {
  const { dec } = fieldCipher();
  return { ...p, idcard: dec(p.idcard), mobile: dec(p.mobile) };
}

function encrypted(input: ProfileInput): ProfileInput {
  const { enc } = fieldCipher();
  return {
    ...input,
    idcard: enc(input.idcard),
    ...(input.mobile ? { mobile: enc(input.mobile) } : {}),
  };
}

export const profileApi = {
  list: async (accountId: number) =>
    (await api.get<Profile[]>('api/user/getprofile', { account_id: accountId })).map(decrypted),
  add: async (input: ProfileInput) =>
    decrypted(await api.post<Profile>('api/user/addprofile', encrypted(input))),
  update: async (input: ProfileInput) =>
    decrypted(await api.post<Profile>('api/user/updateprofile', encrypted(input))),
  unbind: (id: number) => api.post<null>('api/user/deleteprofile', { Value: id }),
};
