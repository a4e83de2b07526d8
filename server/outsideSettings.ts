import { WECHAT_API_BASE } from './plugins/outside/wechatApi.ts';
import type { ReminderTemplate } from './plugins/outside/wechatMessagesOfficial.ts';
import { httpUrl, type SettingReader } from './settingReader.ts';
import { wechatPaySettings, type WeChatPaySettings } from './wechatPaySettings.ts';
import { smsSettings, type SmsSettings } from './smsSettings.ts';

/** The official account's own API (WECHAT_APP_SECRET set): OAuth and the JS-SDK ticket. */
export interface WeChatApiSettings {
  appSecret: string;
  /** WeChat's API host; a test or a hospital's egress proxy may name another (WECHAT_API_BASE). */
  apiBase: string;
  /** How long one answer of WeChat is waited for (WECHAT_TIMEOUT_SECONDS). */
  timeoutMs: number;
  /** The exam reminder's subscribe-message template and its keys (WECHAT_REMINDER_*). */
  reminder: ReminderTemplate;
  /** The app's public address, which a message opens (WECHAT_APP_URL). */
  appUrl: string;
}

/** The fields of a reminder the server fills (modules/reminders/text.ts). */
export const REMINDER_FIELDS = ['name', 'time', 'place', 'package', 'notice'];

/** `name:thing1,time:time2,...`: each field the server fills, and the template's key for it. */
function reminderFields(raw: string | undefined, problems: string[]): Record<string, string> {
  const pairs = (raw ?? '').split(',').map((pair) => pair.trim().split(':'));
  const fields = Object.fromEntries(pairs.filter((p) => p.length === 2).map(([a, b]) => [a, b]));
  const wellFormed =
    pairs.every((p) => p.length === 2 && /^[a-z]+\d+$/.test(p[1] ?? '')) &&
    pairs.length === REMINDER_FIELDS.length &&
    REMINDER_FIELDS.every((field) => field in fields);
  if (!wellFormed)
    problems.push(
      `WECHAT_REMINDER_FIELDS must give the template's key of each of ${REMINDER_FIELDS.join(', ')}, as name:thing1,time:time2,..., got ${JSON.stringify(raw ?? '')}`,
    );
  return fields as Record<string, string>;
}

/** The real providers the settings name; a party left out is the simulator's. */
export interface OutsideSettings {
  wechat: WeChatApiSettings | null;
  /** The merchant's WeChat Pay (WECHATPAY_MCHID set): wechatPaySettings.ts. */
  wechatPay: WeChatPaySettings | null;
  /** Tencent Cloud's or Alibaba Cloud's SMS (SMS_PROVIDER): smsSettings.ts. */
  sms: SmsSettings | null;
}

/** An official account's AppID and AppSecret, as WeChat's console shows them. */
const APP_ID = /^wx[0-9a-f]{16}$/;
const APP_SECRET = /^[0-9a-f]{32}$/;

export function outsideSettings(
  env: NodeJS.ProcessEnv,
  read: SettingReader,
  problems: string[],
): OutsideSettings {
  const wechatPay = wechatPaySettings(env, read, problems);
  const sms = smsSettings(env, read, problems);
  const appSecret = env.WECHAT_APP_SECRET?.trim();
  if (!appSecret) return { wechat: null, wechatPay, sms };
  if (!APP_SECRET.test(appSecret))
    problems.push('WECHAT_APP_SECRET must be the 32 hex characters of the AppSecret');
  const appId = env.WECHAT_APP_ID?.trim() ?? '';
  if (!APP_ID.test(appId))
    problems.push(
      `WECHAT_APP_ID must be the official account's AppID (wx and 16 hex characters) when WECHAT_APP_SECRET is set, got ${JSON.stringify(appId)}`,
    );
  const templateId = env.WECHAT_REMINDER_TEMPLATE_ID?.trim() ?? '';
  if (!/^[\w-]{10,64}$/.test(templateId))
    problems.push(
      "WECHAT_REMINDER_TEMPLATE_ID must be the exam reminder template's id when WECHAT_APP_SECRET is set",
    );
  const appUrl = httpUrl('WECHAT_APP_URL', env.WECHAT_APP_URL, problems);
  if (!appUrl?.startsWith('https://'))
    problems.push(
      "WECHAT_APP_URL must be the app's https:// address when WECHAT_APP_SECRET is set",
    );
  return {
    wechatPay,
    sms,
    wechat: {
      appSecret,
      apiBase: httpUrl('WECHAT_API_BASE', env.WECHAT_API_BASE, problems) ?? WECHAT_API_BASE,
      timeoutMs: read.seconds('WECHAT_TIMEOUT_SECONDS', 5),
      reminder: { id: templateId, fields: reminderFields(env.WECHAT_REMINDER_FIELDS, problems) },
      appUrl: appUrl ?? '',
    },
  };
}
