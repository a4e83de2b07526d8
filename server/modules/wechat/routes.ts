import { JsSdkAnswer, JsSdkQuery, WxAuthAnswer, WxAuthQuery } from '../../../src/contract/index.ts';
import type { Module } from '../../plugins/api.ts';
import { ok } from '../../plugins/envelope.ts';
import { exchangeOAuthCode, signPage } from './service.ts';

export const wechatModule: Module = (api, deps) => {
  api.get(
    '/api/auth/wxauth',
    { schema: { querystring: WxAuthQuery, response: { 200: WxAuthAnswer } } },
    async ({ query }) => ok(await exchangeOAuthCode(deps, query.code)),
  );

  api.get(
    '/api/wechat/jssdkSignature',
    { schema: { querystring: JsSdkQuery, response: { 200: JsSdkAnswer } } },
    async ({ query }) => ok(await signPage(deps, query.url)),
  );
};
