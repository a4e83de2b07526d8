import { beforeEach, describe, expect, it } from 'vitest';
import { wechatTokenStore } from '../../modules/wechat/index.ts';
import { useFakeWeChat } from '../../test/fakes/wechatApi.ts';
import { dataVault } from '../crypto/secrets.ts';
import { WeChatRefused } from './wechatApi.ts';
import { officialWeChatMessages } from './wechatMessagesOfficial.ts';

// Issue 40, item 1: the reminders' subscribe messages through the official account's API
// (message/subscribe/bizsend), against a fake that checks what WeChat checks.
const APP_ID = 'wx0123456789abcdef';
const SECRET = '0123456789abcdef0123456789abcdef';
const TEMPLATE = 'tmpl-exam-reminder';
const FIELDS = {
  name: 'thing1',
  time: 'time2',
  place: 'thing3',
  package: 'thing4',
  notice: 'thing5',
};
const REMINDER = {
  name: '李秀兰',
  time: '2026-12-09 07:30-09:00',
  place: '康宁体检中心（滨江院区）',
  package: '中老年体检套餐（女）',
  notice: '请空腹，前一晚22点后禁食',
};

const wx = useFakeWeChat(APP_ID, SECRET);
const messages = () =>
  officialWeChatMessages({
    appId: APP_ID,
    secret: SECRET,
    apiBase: wx.fake.base,
    timeoutMs: 2_000,
    tokens: wechatTokenStore(wx.db, dataVault('messages-test'), APP_ID),
    reminder: { id: TEMPLATE, fields: FIELDS },
    appUrl: 'https://h5.hospital.example/?hospid=1',
  });

/** The send was refused by WeChat with `errcode`. */
async function refusedWith(call: Promise<unknown>, errcode: number) {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(WeChatRefused);
  expect((err as WeChatRefused).errcode).toBe(errcode);
}

beforeEach(() => {
  wx.fake.messages.length = 0;
});

describe('a reminder by subscribe message', () => {
  it("goes under the template's own keys, opening the app's page, once per grant", async () => {
    wx.fake.subscribe('o-patient', TEMPLATE);
    const message = {
      openId: 'o-patient',
      templateId: TEMPLATE,
      data: REMINDER,
      page: '#/orderlist',
    };
    await messages().send(wx.db, message);
    expect(wx.fake.messages).toEqual([
      {
        touser: 'o-patient',
        template_id: TEMPLATE,
        page: 'https://h5.hospital.example/?hospid=1#/orderlist',
        data: {
          thing1: { value: '李秀兰' },
          time2: { value: '2026-12-09 07:30-09:00' },
          thing3: { value: '康宁体检中心（滨江院区）' },
          thing4: { value: '中老年体检套餐（女）' },
          thing5: { value: '请空腹，前一晚22点后禁食' },
        },
      },
    ]);
    // The grant was one message: a second is WeChat's 43101.
    await refusedWith(messages().send(wx.db, message), 43101);
  });

  it('is refused by WeChat, for the SMS to take over, when the patient accepted none', async () => {
    await refusedWith(
      messages().send(wx.db, { openId: 'o-never', templateId: TEMPLATE, data: REMINDER }),
      43101,
    );
  });

  it('is refused (47003) when a field is not what the template takes, and nothing is sent', async () => {
    wx.fake.subscribe('o-long', TEMPLATE);
    const data = { ...REMINDER, package: '这是一个名字特别特别特别长的体检套餐（含肿瘤筛查）' };
    await refusedWith(
      messages().send(wx.db, { openId: 'o-long', templateId: TEMPLATE, data }),
      47003,
    );
    expect(wx.fake.messages).toEqual([]);
  });

  it('renews an access token WeChat ended, and sends once', async () => {
    wx.fake.subscribe('o-renew', TEMPLATE);
    await messages().send(wx.db, { openId: 'o-renew', templateId: TEMPLATE, data: REMINDER });
    wx.fake.subscribe('o-renew', TEMPLATE);
    wx.fake.endAccessToken();
    await messages().send(wx.db, { openId: 'o-renew', templateId: TEMPLATE, data: REMINDER });
    expect(wx.fake.messages).toHaveLength(2);
  });
});
