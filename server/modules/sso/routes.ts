import { ssoAuth, ssoGetUser, ssoLogin } from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { route } from '../../plugins/route.ts';
import { partnerCodeLogin, partnerUser, ticketLogin } from './service.ts';

export const ssoModule: Module = (api, deps) => {
  route(api, ssoGetUser, async ({ query }) => ok(await partnerUser(deps, query.auth_code)));

  route(api, ssoLogin, async ({ body }) =>
    ok(await ticketLogin(deps, body.user.ticket, body.user.openId)),
  );

  route(api, ssoAuth, async ({ body }) => ok(await partnerCodeLogin(deps, body.code, body.openId)));
};
