import {
  RegisterAnswer,
  RegisterBody,
  UserStateAnswer,
  UserStateQuery,
} from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';
import { register, userState } from './service.ts';

export const userModule: Module = (api, deps) => {
  api.post(
    '/api/User/Register',
    { schema: { body: RegisterBody, response: { 200: RegisterAnswer } } },
    async (request) => ok(await register(deps, request.body), MSG.registered),
  );

  api.get(
    '/api/user/getUserState',
    {
      config: { auth: true },
      schema: { querystring: UserStateQuery, response: { 200: UserStateAnswer } },
    },
    async (request) => ok(await userState(deps.db, request.account.id, request.query.hospid)),
  );
};
