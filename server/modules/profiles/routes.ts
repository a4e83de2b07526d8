import { Type } from 'typebox';
import {
  Profile,
  ProfileInput,
  ProfilesQuery,
  UnbindProfileInput,
} from '../../../src/contract/index.ts';
import { accountPost, answers, listAnswers, type Module } from '../../plugins/api.ts';
import { ApiError, ok } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { profileService } from './service.ts';

const auth = { auth: true };

/** The exam takers of the logged-in account. */
export const profilesModule: Module = (api, deps) => {
  const service = profileService(deps);

  api.get(
    '/api/user/getprofile',
    { config: auth, schema: { querystring: ProfilesQuery, response: listAnswers(Profile) } },
    async (request) => {
      const asked = request.query.account_id;
      if (asked !== undefined && asked !== request.account.id)
        throw new ApiError(403, MSG.noAccess);
      return ok(await service.list(request.account.id));
    },
  );

  const saved = { body: ProfileInput, data: Profile };
  accountPost(api, '/api/user/addprofile', saved, service.add, MSG.profileSaved);
  accountPost(api, '/api/user/updateprofile', saved, service.update, MSG.profileSaved);

  api.post(
    '/api/user/deleteprofile',
    { config: auth, schema: { body: UnbindProfileInput, response: answers(Type.Null()) } },
    async (request) => {
      await service.unbind(request.account.id, request.body?.Value);
      return ok(null, MSG.profileUnbound);
    },
  );
};
