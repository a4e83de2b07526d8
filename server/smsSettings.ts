import type { SmsKind } from './plugins/outside/sms.ts';
import { httpUrl, type SettingReader } from './settingReader.ts';

// SMS_PROVIDER: which provider sends the texts, and its settings as its console shows them.

/** What both providers take: the approved signature and a template per kind of text. */
interface SmsProviderCommon {
  /** The signature the provider approved, as it appears in 【】 (SMS_SIGNATURE). */
  signName: string;
  /** The approved template of each kind of text (SMS_TEMPLATE_CODE, _SHARE, _REMINDER). */
  templates: Record<SmsKind, string>;
  /** The provider's API address; a test or an egress proxy names another (SMS_API_BASE). */
  apiBase: string | undefined;
  /** How long one answer is waited for (SMS_TIMEOUT_SECONDS): a patient is waiting. */
  timeoutMs: number;
}

/** Tencent Cloud SMS (短信 → 应用管理, and 访问管理 → API密钥). */
export interface TencentSmsSettings extends SmsProviderCommon {
  provider: 'tencent';
  secretId: string;
  secretKey: string;
  /** The SMS application's SdkAppId (1400...). */
  sdkAppId: string;
  region: string;
}

/** Alibaba Cloud SMS (短信服务, and RAM 访问控制 → AccessKey). */
export interface AliyunSmsSettings extends SmsProviderCommon {
  provider: 'aliyun';
  accessKeyId: string;
  accessKeySecret: string;
}

export type SmsSettings = TencentSmsSettings | AliyunSmsSettings;

/** Shapes of the ids and keys as each console gives them; a typo fails at start, not at a send. */
const SHAPES = {
  TENCENT_SMS_SECRET_ID: [/^AKID[0-9A-Za-z]{32}$/, 'AKID and 32 letters or digits'],
  TENCENT_SMS_SECRET_KEY: [/^[0-9A-Za-z]{32}$/, '32 letters or digits'],
  TENCENT_SMS_SDK_APP_ID: [/^\d{10}$/, 'the 10 digits of the SMS application (1400...)'],
  ALIYUN_SMS_ACCESS_KEY_ID: [/^LTAI[0-9A-Za-z]{12,30}$/, 'LTAI and 12 to 30 letters or digits'],
  ALIYUN_SMS_ACCESS_KEY_SECRET: [/^[0-9A-Za-z]{30}$/, '30 letters or digits'],
} as const;

/** Tencent Cloud's regions that serve SMS. */
const TENCENT_REGIONS = ['ap-guangzhou', 'ap-beijing', 'ap-nanjing'];

/** A template's id as each console shows it: Tencent's digits, Alibaba's SMS_ and digits. */
const TEMPLATE = { tencent: /^\d{4,10}$/, aliyun: /^SMS_\d{4,12}$/ };

const TEMPLATE_SETTINGS: Record<SmsKind, string> = {
  code: 'SMS_TEMPLATE_CODE',
  share: 'SMS_TEMPLATE_SHARE',
  reminder: 'SMS_TEMPLATE_REMINDER',
};

/** SMS_PROVIDER's settings; null for the simulated outbox (the default). */
export function smsSettings(
  env: NodeJS.ProcessEnv,
  read: SettingReader,
  problems: string[],
): SmsSettings | null {
  const provider = env.SMS_PROVIDER?.trim() || 'simulated';
  if (provider === 'simulated') return null;
  if (provider !== 'tencent' && provider !== 'aliyun') {
    problems.push(
      `SMS_PROVIDER must be tencent, aliyun or simulated, got ${JSON.stringify(provider)}`,
    );
    return null;
  }
  const shaped = (name: keyof typeof SHAPES) => {
    const value = env[name]?.trim() ?? '';
    const [shape, described] = SHAPES[name];
    if (!shape.test(value))
      problems.push(`${name} must be ${described} when SMS_PROVIDER is ${provider}`);
    return value;
  };
  const signName = env.SMS_SIGNATURE?.trim() ?? '';
  // Both providers approve signatures of 2 to 12 characters, written without the brackets.
  if (!/^[^【】[\]\s]{2,12}$/u.test(signName))
    problems.push(
      `SMS_SIGNATURE must be the signature ${provider} approved (2 to 12 characters, no 【】) when SMS_PROVIDER is ${provider}`,
    );
  const templates = Object.fromEntries(
    Object.entries(TEMPLATE_SETTINGS).map(([kind, name]) => {
      const id = env[name]?.trim() ?? '';
      if (!TEMPLATE[provider].test(id))
        problems.push(
          `${name} must be the approved template's ${provider === 'tencent' ? 'id (digits)' : 'code (SMS_ and digits)'} when SMS_PROVIDER is ${provider}, got ${JSON.stringify(id)}`,
        );
      return [kind, id];
    }),
  ) as Record<SmsKind, string>;
  const apiBase = httpUrl('SMS_API_BASE', env.SMS_API_BASE, problems);
  // The SDKs take a host, not a path: a base with one would be called at its root.
  if (apiBase && new URL(apiBase).pathname !== '/')
    problems.push(`SMS_API_BASE must be a scheme and host only, got ${JSON.stringify(apiBase)}`);
  const common = {
    signName,
    templates,
    apiBase,
    timeoutMs: read.seconds('SMS_TIMEOUT_SECONDS', 5),
  };
  if (provider === 'aliyun')
    return {
      provider,
      ...common,
      accessKeyId: shaped('ALIYUN_SMS_ACCESS_KEY_ID'),
      accessKeySecret: shaped('ALIYUN_SMS_ACCESS_KEY_SECRET'),
    };
  const region = env.TENCENT_SMS_REGION?.trim() || 'ap-guangzhou';
  if (!TENCENT_REGIONS.includes(region))
    problems.push(
      `TENCENT_SMS_REGION must be one of ${TENCENT_REGIONS.join(', ')}, got ${JSON.stringify(region)}`,
    );
  return {
    provider,
    ...common,
    secretId: shaped('TENCENT_SMS_SECRET_ID'),
    secretKey: shaped('TENCENT_SMS_SECRET_KEY'),
    sdkAppId: shaped('TENCENT_SMS_SDK_APP_ID'),
    region,
  };
}
