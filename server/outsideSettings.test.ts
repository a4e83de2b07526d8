import { describe, expect, it } from 'vitest';
import { checkConfig, readConfig } from './config.ts';
import { simulatedParties } from './makeDeps.ts';
import { authorizeUrlOf } from './plugins/appConfigScript.ts';
import { WECHAT_API_BASE } from './plugins/outside/wechatApi.ts';
import { officialWeChatEnv } from './test/fakes/wechatApi.ts';

// Issue 40, item 5: each outside party names its provider in the settings, checked at start.
const OWN = officialWeChatEnv();

describe("the official account's API (WECHAT_APP_SECRET)", () => {
  it('is off without a secret: WeChat is the simulator', () => {
    const config = readConfig({ WECHAT_APP_ID: OWN.WECHAT_APP_ID });
    expect(config.outside.wechat).toBeNull();
    expect(simulatedParties(config)).toContain('WeChat');
  });

  it("is WeChat's own host with a secret, its answers waited for 5 s unless told", () => {
    const config = readConfig(OWN);
    expect(config.outside.wechat).toEqual({
      appSecret: OWN.WECHAT_APP_SECRET,
      apiBase: WECHAT_API_BASE,
      timeoutMs: 5_000,
      reminder: {
        id: 'tmpl-exam-reminder',
        fields: {
          name: 'thing1',
          time: 'time2',
          place: 'thing3',
          package: 'thing4',
          notice: 'thing5',
        },
      },
      appUrl: 'https://h5.hospital.example/',
    });
    expect(simulatedParties(config)).not.toContain('WeChat');
    expect(
      readConfig({ ...officialWeChatEnv('http://127.0.0.1:8999'), WECHAT_TIMEOUT_SECONDS: '2' })
        .outside.wechat,
    ).toMatchObject({ apiBase: 'http://127.0.0.1:8999', timeoutMs: 2_000 });
  });

  it("sends sign-in to WeChat's own authorize page, not the simulator's, outside production too", () => {
    expect(authorizeUrlOf(readConfig({ WECHAT_APP_ID: OWN.WECHAT_APP_ID }))).toBe(
      '/sim/wechat/authorize',
    );
    expect(authorizeUrlOf(readConfig(OWN))).toBeNull();
  });

  it('names every malformed or missing setting at once', () => {
    const { problems } = checkConfig({
      WECHAT_APP_ID: 'wxdemo0000000001',
      WECHAT_APP_SECRET: 'not-the-secret',
      WECHAT_API_BASE: 'ftp://api.weixin.qq.com',
      WECHAT_REMINDER_FIELDS: 'name:thing1,time:time2',
      WECHAT_APP_URL: 'http://h5.hospital.example/',
    });
    expect(problems).toEqual([
      'WECHAT_APP_SECRET must be the 32 hex characters of the AppSecret',
      'WECHAT_APP_ID must be the official account\'s AppID (wx and 16 hex characters) when WECHAT_APP_SECRET is set, got "wxdemo0000000001"',
      "WECHAT_REMINDER_TEMPLATE_ID must be the exam reminder template's id when WECHAT_APP_SECRET is set",
      "WECHAT_APP_URL must be the app's https:// address when WECHAT_APP_SECRET is set",
      'WECHAT_API_BASE must be an http:// or https:// address, got "ftp://api.weixin.qq.com"',
      'WECHAT_REMINDER_FIELDS must give the template\'s key of each of name, time, place, package, notice, as name:thing1,time:time2,..., got "name:thing1,time:time2"',
    ]);
  });
});
