import { Type } from 'typebox';
import {
  envelopeOf,
  Profile,
  ProfileInput,
  ProfilesQuery,
  UnbindProfileInput,
} from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { ApiError, ok } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { profileService } from './service.ts';

const auth = { auth: true };
const aProfile = { 200: envelopeOf(Profile) };

/** The exam takers of the logged-in account. */
export const profilesModule: Module = (api, deps) => {
  const service = profileService(deps);

  api.get(
    '/api/user/getprofile',
    {
      config: auth,
      schema: { querystring: ProfilesQuery, response: { 200: envelopeOf(Type.Array(Profile)) } },
    },
    async (request) => {
      const asked = request.query.account_id;
      if (asked !== undefined && asked !== request.account.id)
        throw new ApiError(403, MSG.noAccess);
      return ok(await service.list(request.account.id));
    },
  );

  api.post(
    '/api/user/addprofile',
    { config: auth, schema: { body: ProfileInput, response: aProfile } },
    async (request) => ok(await service.add(request.account.id, request.body), MSG.profileSaved),
  );

  api.post(
    '/api/user/updateprofile',
    { config: auth, schema: { body: ProfileInput, response: aProfile } },
    async (request) => ok(await service.update(request.account.id, request.body), MSG.profileSaved),
  );

  api.post(
    '/api/user/deleteprofile',
    {
      config: auth,
      schema: { body: UnbindProfileInput, response: { 200: envelopeOf(Type.Null()) } },
    },
    async (request) => {
      await service.unbind(request.account.id, request.body?.Value);
      return ok(null, MSG.profileUnbound);
    },
  );
};
