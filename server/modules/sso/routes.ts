import {
  SsoAuthBody,
  SsoLoginAnswer,
  SsoLoginBody,
  SsoUserAnswer,
  SsoUserQuery,
} from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { partnerCodeLogin, partnerUser, ticketLogin } from './service.ts';

export const ssoModule: Module = (api, deps) => {
  api.get(
    '/openApi/sso/getuser',
    { schema: { querystring: SsoUserQuery, response: { 200: SsoUserAnswer } } },
    async (request) => ok(await partnerUser(deps, request.query.auth_code)),
  );

  api.post(
    '/api/auth/ssoLogin',
    { schema: { body: SsoLoginBody, response: { 200: SsoLoginAnswer } } },
    async ({ body }) => ok(await ticketLogin(deps, body.user.ticket, body.user.openId)),
  );

  api.post(
    '/api/auth/ssoAuth',
    { schema: { body: SsoAuthBody, response: { 200: SsoLoginAnswer } } },
    async ({ body }) => ok(await partnerCodeLogin(deps, body.code, body.openId)),
  );
};
