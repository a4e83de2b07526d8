import {
  addProfile,
  deleteProfile,
  profileList,
  updateProfile,
} from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { ApiError, ok } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { route } from '../../plugins/route.ts';
import { addProfile as add, changeProfile, listProfiles, unbindPerson } from './service.ts';

/** The exam takers of the logged-in account. */
export const profilesModule: Module = (api, deps) => {
  route(api, profileList, async ({ account, query }) => {
    if (query.account_id !== undefined && query.account_id !== account.id)
      throw new ApiError(403, MSG.noAccess);
    return ok(await listProfiles(deps, account.id));
  });

  route(api, addProfile, async ({ account, body, ip }) =>
    ok(await add(deps, account.id, body, ip), MSG.profileSaved),
  );

  route(api, updateProfile, async ({ account, body }) =>
    ok(await changeProfile(deps, account.id, body), MSG.profileSaved),
  );

  route(api, deleteProfile, async ({ account, body }) => {
    await unbindPerson(deps, account.id, body.Value);
    return ok(null, MSG.profileUnbound);
  });
};
