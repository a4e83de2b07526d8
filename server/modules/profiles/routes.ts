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
import { profileService } from './service.ts';

/** The exam takers of the logged-in account. */
export const profilesModule: Module = (api, deps) => {
  const service = profileService(deps);

  route(api, profileList, async ({ account, query }) => {
    if (query.account_id !== undefined && query.account_id !== account.id)
      throw new ApiError(403, MSG.noAccess);
    return ok(await service.list(account.id));
  });

  route(api, addProfile, async ({ account, body, ip }) =>
    ok(await service.add(account.id, body, ip), MSG.profileSaved),
  );

  route(api, updateProfile, async ({ account, body }) =>
    ok(await service.update(account.id, body), MSG.profileSaved),
  );

  route(api, deleteProfile, async ({ account, body }) => {
    await service.unbind(account.id, body.Value);
    return ok(null, MSG.profileUnbound);
  });
};
