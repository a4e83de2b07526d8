import type { WeChatMessageGateway } from './wechatMessages.ts';
import { weChatApi, type WeChatApiOptions } from './wechatApi.ts';

export interface ReminderTemplate {
  /** The template's id in the account's 订阅通知 library (公众号后台 → 订阅通知 → 我的模板). */
  id: string;
  /** The template's key for each field the server fills: name, time, place, package, notice. */
  fields: Record<string, string>;
}

export interface OfficialMessagesOptions extends WeChatApiOptions {
  reminder: ReminderTemplate;
  /** The app's public address: a message opens `page` under it. */
  appUrl: string;
}

/**
 * The official account's subscribe messages through WeChat's own API
 * (cgi-bin/message/subscribe/bizsend): the server's fields under the template's own keys, each
 * as `{ value }`. WeChat's refusals (43101: the patient did not accept or has no grant left,
 * 47003: a field WeChat does not take, 40003: no such OpenID) reject with WeChatRefused, so the
 * reminder can go by SMS instead.
 */
export function officialWeChatMessages(options: OfficialMessagesOptions): WeChatMessageGateway {
  const api = weChatApi(options);
  const { reminder, appUrl } = options;
  return {
    reminderTemplateId: reminder.id,
    async send(_q, message) {
      const data = Object.fromEntries(
        Object.entries(reminder.fields).map(([ours, theirs]) => [
          theirs,
          { value: message.data[ours] ?? '' },
        ]),
      );
      await api.withToken((token) =>
        api.ask('/cgi-bin/message/subscribe/bizsend', {
          query: { access_token: token },
          body: {
            touser: message.openId,
            template_id: message.templateId,
            page: new URL(message.page ?? '', appUrl).href,
            data,
          },
        }),
      );
    },
  };
}
