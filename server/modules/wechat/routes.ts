import { jssdkSignature, wxAuth } from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { route } from '../../plugins/route.ts';
import { exchangeOAuthCode, signPage } from './service.ts';

export const wechatModule: Module = (api, deps) => {
  route(api, wxAuth, async ({ query }) => ok(await exchangeOAuthCode(deps, query.code)));
  route(api, jssdkSignature, async ({ query }) => ok(await signPage(deps, query.url)));
};
