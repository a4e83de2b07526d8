import { getUserState, registerUser } from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { route } from '../../plugins/route.ts';
import { register, userState } from './service.ts';

export const userModule: Module = (api, deps) => {
  route(api, registerUser, async ({ body }) => ok(await register(deps, body), MSG.registered));

  route(api, getUserState, async ({ account, query }) =>
    ok(await userState(deps.db, account.id, query.hospId)),
  );
};
