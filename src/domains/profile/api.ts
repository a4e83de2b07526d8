import { call } from '@/kit/api/call';
import { fieldCipher } from '@/kit/api/fieldCipher';
import { addProfile, deleteProfile, profileList, updateProfile } from '@/contract/calls/profiles';
import type { Profile, ProfileInput } from '@/contract';

/** A profile with its ID number and phone decrypted, as the screens use it. */
export type PlainProfile = Profile;

async function decrypted(p: Profile): Promise<PlainProfile> {
  const { dec } = await fieldCipher();
  return { ...p, idcard: dec(p.idcard), mobile: dec(p.mobile) };
}

async function encrypted(input: ProfileInput): Promise<ProfileInput> {
  const { enc } = await fieldCipher();
  return {
    ...input,
    idcard: enc(input.idcard),
    ...(input.mobile ? { mobile: enc(input.mobile) } : {}),
  };
}

export const profileApi = {
  list: async (accountId: number) =>
    Promise.all((await call(profileList, { account_id: accountId })).map(decrypted)),
  add: async (input: ProfileInput) => decrypted(await call(addProfile, await encrypted(input))),
  update: async (input: ProfileInput) =>
    decrypted(await call(updateProfile, await encrypted(input))),
  unbind: (id: number) => call(deleteProfile, { Value: id }),
};
