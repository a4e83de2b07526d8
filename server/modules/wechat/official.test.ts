import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as api from '../../../src/contract/index.ts';
import { readConfig } from '../../config.ts';
import { MSG } from '../../plugins/messages.ts';
import {
  officialWeChatEnv,
  startFakeWeChatApi,
  type FakeWeChatApi,
} from '../../test/fakes/wechatApi.ts';
import { inject } from '../../test/inject.ts';
import { closeTestApp, createTestApp, type TestContext } from '../../test/testApp.ts';

// Issue 40, item 1: with WECHAT_APP_SECRET set, the server's WeChat calls go to WeChat's API
// (here its fake on loopback), and what WeChat refuses reaches the patient in Chinese.
const { WECHAT_APP_ID: APP_ID, WECHAT_APP_SECRET: SECRET } = officialWeChatEnv();

let fake: FakeWeChatApi;
let ctx: TestContext;

beforeAll(async () => {
  fake = await startFakeWeChatApi(APP_ID, SECRET);
  const config = readConfig(officialWeChatEnv(fake.base));
  ctx = await createTestApp({ config });
});
afterAll(async () => {
  await closeTestApp(ctx);
  await fake.close();
});

describe("sign-in through WeChat's OAuth (the real adapter)", () => {
  it("exchanges WeChat's code once: a new OpenID is a visitor with a binding ticket", async () => {
    const code = fake.codeFor('o-official-new');
    const first = await inject(ctx.app, api.wxAuth, { hospId: 1, code });
    expect(first.status).toBe(200);
    expect(first.body.data.user).toBeNull();
    expect(first.body.data.openId).toMatch(/^[\w-]{32}$/);
    expect(first.body.data.openId).not.toContain('o-official-new');
    const again = await inject(ctx.app, api.wxAuth, { hospId: 1, code });
    expect(again).toMatchObject({ status: 400, body: { msg: MSG.oauthExpired } });
  });

  it('says WeChat cannot be reached, in Chinese, when WeChat is busy', async () => {
    fake.answerNext('/sns/oauth2/access_token', { errcode: -1, errmsg: 'system error' });
    const busy = await inject(ctx.app, api.wxAuth, { hospId: 1, code: fake.codeFor('o-2') });
    expect(busy).toMatchObject({
      status: 503,
      body: { code: 503, msg: '微信服务暂时无法连接，请稍后再试' },
    });
  });
});

describe("the JS-SDK signature (the real adapter's ticket)", () => {
  it('signs with the ticket WeChat gave, asked once for many pages', async () => {
    const url = 'https://h5.example.cn/?hospid=1';
    const signed = [];
    for (const page of ['#/orderlist', '#/reportList'])
      signed.push((await inject(ctx.app, api.jssdkSignature, { url: `${url}${page}` })).body.data);
    expect(fake.tickets).toHaveLength(1);
    for (const { appId, nonceStr, timestamp, signature } of signed) {
      expect(appId).toBe(APP_ID);
      const expected = createHash('sha1')
        .update(
          `jsapi_ticket=${fake.tickets[0]}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`,
        )
        .digest('hex');
      expect(signature).toBe(expected);
    }
  });
});
