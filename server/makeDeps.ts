// Connects each outside party (SMS, WeChat, partner SSO, payments, the exam-day queue) for the
// server: its real provider where the settings name one (WeChat's API with WECHAT_APP_SECRET,
// the centre's queue system with QUEUE_SOURCE_URL), the simulator otherwise.
import { readConfig, type ServerConfig } from './config.ts';
import type { Db } from './db/db.ts';
import type { Deps } from './deps.ts';
import { fieldCrypto } from './plugins/crypto/fieldCrypto.ts';
import { dataVault, type DataVault } from './plugins/crypto/secrets.ts';
import {
  outboxGateway,
  simulatedCashier,
  simulatedPortal,
  simulatedWeChat,
  simulatedWeChatMessages,
} from './modules/simulators/index.ts';
import { simulatedQueue } from './modules/queue/index.ts';
import { wechatTokenStore } from './modules/wechat/index.ts';
import { httpQueueSource } from './plugins/outside/queue.ts';
import { officialWeChatMessages } from './plugins/outside/wechatMessagesOfficial.ts';
import { officialWeChat } from './plugins/outside/wechatOfficial.ts';
import { wechatPayGateway } from './plugins/outside/wechatPay.ts';
import { aliyunSms } from './plugins/outside/smsAliyun.ts';
import { tencentSms } from './plugins/outside/smsTencent.ts';
import { orderTotal } from './modules/orders/index.ts';

// The developer's console, where the simulated SMS gateway writes each code; quiet under
// vitest, whose tests send thousands.
const devConsole = process.env.VITEST ? () => {} : (line: string) => console.log(line);

/** Every outside party, by the name the start's refusal and /api/health give it. */
export const OUTSIDE_PARTIES = ['SMS', 'WeChat', 'partner SSO', 'payment', 'queue'];

/** The outside parties that have no real provider in this server yet. */
export const SIMULATED_PARTIES = ['partner SSO'];

/**
 * The parties a start connects to a simulator: those, WeChat while no WECHAT_APP_SECRET names
 * the official account's, payment while no WECHATPAY_MCHID names WeChat Pay's merchant, and
 * the queue while no QUEUE_SOURCE_URL names the centre's system.
 */
export const simulatedParties = (config: ServerConfig) =>
  OUTSIDE_PARTIES.filter(
    (party) =>
      SIMULATED_PARTIES.includes(party) ||
      (party === 'SMS' && !config.outside.sms) ||
      (party === 'WeChat' && !config.outside.wechat) ||
      (party === 'payment' && !config.outside.wechatPay) ||
      (party === 'queue' && !config.queueSourceUrl),
  );

/** The settings that connect a party's real provider, for those that have one. */
const SETTINGS: Record<string, string> = {
  SMS: 'SMS_PROVIDER=tencent or aliyun and its SMS settings',
  WeChat: 'WECHAT_APP_ID and WECHAT_APP_SECRET',
  payment: 'WECHATPAY_MCHID and the other WECHATPAY_* settings',
  queue: 'QUEUE_SOURCE_URL',
};

/** What running anyway means for the patients, party by party. */
const WITHOUT: Record<string, string> = {
  SMS: 'SMS codes then only reach the server console',
  WeChat: 'WeChat login cannot succeed',
  'partner SSO': 'partner SSO cannot succeed',
  payment: 'online payment cannot succeed',
  queue: 'queue places and waits are made up from the clock',
};

/**
 * A production start behind simulators would look like it works while no SMS reaches a
 * patient, no WeChat login and no online payment can succeed (their simulator pages are
 * not served in production) and the queue shows places it invented: refused unless the
 * operator says they accept it.
 */
export function refuseSimulatedGateways(
  config: ServerConfig,
  simulated = simulatedParties(config),
) {
  if (!config.production || config.simulatedGatewaysAccepted || simulated.length === 0) return;
  const settable = Object.entries(SETTINGS)
    .filter(([party]) => simulated.includes(party))
    .map(([party, setting]) => `${party}: set ${setting}`);
  const how = settable.length > 0 ? ` (${settable.join('; ')})` : '';
  throw new Error(
    `NODE_ENV=production refuses to start: no real gateway for ${simulated.join(', ')} ` +
      `(server/makeDeps.ts connects simulators). Connect your providers there${how}, or set ` +
      `ALLOW_SIMULATED_GATEWAYS=1 to run anyway: ${simulated.map((p) => WITHOUT[p] ?? `${p} is simulated`).join('; ')}.`,
  );
}

/** The official account's API where WECHAT_APP_SECRET is set, else the simulators. */
function weChatOf(db: Db, config: ServerConfig, vault: DataVault) {
  const { wechat } = config.outside;
  if (!wechat)
    return {
      wechat: simulatedWeChat(config.wechatAppId),
      wechatMessages: simulatedWeChatMessages(config.wechatAppId, devConsole),
    };
  const api = {
    appId: config.wechatAppId,
    secret: wechat.appSecret,
    apiBase: wechat.apiBase,
    timeoutMs: wechat.timeoutMs,
    tokens: wechatTokenStore(db, vault, config.wechatAppId),
  };
  return {
    wechat: officialWeChat(api),
    wechatMessages: officialWeChatMessages({
      ...api,
      reminder: wechat.reminder,
      appUrl: wechat.appUrl,
    }),
  };
}

/** The SMS provider SMS_PROVIDER names, else the simulated outbox. */
function smsOf({ outside: { sms } }: ServerConfig) {
  if (!sms) return outboxGateway(devConsole);
  return sms.provider === 'tencent' ? tencentSms(sms) : aliyunSms(sms);
}

export function makeDeps(db: Db, config: ServerConfig = readConfig()): Deps {
  const vault = dataVault(config.dataKey);
  return {
    db,
    config,
    fields: fieldCrypto(config.fieldKey, config.fieldIv),
    vault,
    sms: smsOf(config),
    ...weChatOf(db, config, vault),
    sso: simulatedPortal,
    payments: config.outside.wechatPay
      ? wechatPayGateway({
          ...config.outside.wechatPay,
          appId: config.wechatAppId,
          orderTotal: (orderNo) => orderTotal(db, orderNo),
        })
      : simulatedCashier(db),
    queue: config.queueSourceUrl
      ? httpQueueSource({ url: config.queueSourceUrl, timeoutMs: config.queueSourceTimeoutMs })
      : simulatedQueue(db),
  };
}
