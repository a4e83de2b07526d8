// The server serves the contract and nothing beside it: every API route is an endpoint of
// src/contract, registered once, and only the endpoints listed here answer a visitor.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/contract/endpoints.ts';
import { closeTestApp, createTestApp, type TestContext } from '../test/testApp.ts';

/** Routes of the API that are no call of the contract: the test windows for this computer
 * only, and the contract's own OpenAPI document. */
const OUTSIDE_CONTRACT = /^\/api\/(dev\/|openapi\.json$)/;

/**
 * The calls a visitor may make before signing in; every other one needs an account. The
 * entry and sign-in calls, the branch's public catalogue and content, the queue, which its
 * own key opens (the spec's SMS link), and a report's PDF, which its key and name open.
 */
const PUBLIC = [
  'GET /api/Hosp/assets',
  'GET /api/Hosp/configs',
  'GET /api/Hosp/env',
  'GET /api/Hosp/unions',
  'GET /api/article/get',
  'GET /api/article/list',
  'GET /api/auth/GetCaptcha',
  'GET /api/auth/captcha',
  'GET /api/auth/wxauth',
  'GET /api/faq/list',
  'GET /api/health',
  'GET /api/hosp/info',
  'GET /api/package/find',
  'GET /api/package/getCustomizedProject',
  'GET /api/package/getExamTypes',
  'GET /api/package/list',
  'GET /api/package/recommand',
  'GET /api/personalOrder/GetPayments',
  'GET /api/personalOrder/GetSchedules',
  'GET /api/report/pdfReport',
  'GET /api/survey/getSurveyDetail',
  'GET /api/survey/getSurveyInfo',
  'GET /api/wechat/jssdkSignature',
  'GET /openApi/sso/getuser',
  'POST /api/Auth/Login',
  'POST /api/Auth/LoginSMS',
  'POST /api/Auth/Logout',
  'POST /api/User/Register',
  'POST /api/auth/CheckCaptcha',
  'POST /api/auth/sendSmsCode',
  'POST /api/auth/ssoAuth',
  'POST /api/auth/ssoLogin',
  'POST /api/auth/updatePassword',
  'POST /api/queue/login',
  'POST /api/queue/loginByKey',
  'POST /api/queue/queryState',
  'POST /api/share/open',
  'POST /api/share/report',
  'GET /api/Hosp/homePageModules',
];

const nameOf = (method: string, url: string) => `${method} ${url}`;

let ctx: TestContext | undefined;
const routes: RouteOptions[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ onRoute: (r) => void routes.push(r) });
  await ctx.app.ready();
});
afterAll(() => closeTestApp(ctx));

describe('the routes of the API', () => {
  const api = () =>
    routes.filter((r) => r.url.startsWith('/api/') && !OUTSIDE_CONTRACT.test(r.url));

  it('are each an endpoint of the contract', () => {
    const strays = api()
      .filter((r) => r.method !== 'HEAD' && !r.config?.endpoint)
      .map((r) => nameOf(String(r.method), r.url));
    expect(strays).toEqual([]);
  });

  it('serve every endpoint of the contract, once', () => {
    const served = routes
      .filter((r) => r.method !== 'HEAD' && r.config?.endpoint)
      .map((r) => nameOf(r.config?.endpoint?.method ?? '', r.config?.endpoint?.path ?? ''));
    const declared = ENDPOINTS.map(([, e]) => nameOf(e.method, e.path));
    expect(served.sort()).toEqual(declared.sort());
  });

  it('open to a visitor only the endpoints listed as public', () => {
    const open = ENDPOINTS.filter(([, e]) => e.access === 'public').map(([, e]) =>
      nameOf(e.method, e.path),
    );
    expect(open.sort()).toEqual([...PUBLIC].sort());
  });
});
