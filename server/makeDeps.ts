// Connects each outside party (SMS, WeChat, partner SSO, payments, the exam-day queue) for the
// server: the simulators, as the reference server has no real gateway, except the queue when
// QUEUE_SOURCE_URL names the centre's queue system.
import { readConfig, type ServerConfig } from './config.ts';
import type { Db } from './db/db.ts';
import type { Deps } from './deps.ts';
import { fieldCrypto } from './plugins/crypto/fieldCrypto.ts';
import { dataVault } from './plugins/crypto/secrets.ts';
import {
  outboxGateway,
  simulatedCashier,
  simulatedPortal,
  simulatedWeChat,
  simulatedWeChatMessages,
} from './modules/simulators/index.ts';
import { simulatedQueue } from './modules/queue/index.ts';
import { httpQueueSource } from './plugins/outside/queue.ts';

// The developer's console, where the simulated SMS gateway writes each code; quiet under
// vitest, whose tests send thousands.
const devConsole = process.env.VITEST ? () => {} : (line: string) => console.log(line);

/**
 * The outside parties this file connects to a simulator: all of them, as the reference
 * server has no real SMS, WeChat, partner or payment gateway. A deployment that connects
 * one of its own removes it from this list.
 */
export const SIMULATED_PARTIES = ['SMS', 'WeChat', 'partner SSO', 'payment'];

/** Those parties, and the queue while no QUEUE_SOURCE_URL names the centre's queue system. */
export const simulatedParties = (config: ServerConfig) =>
  config.queueSourceUrl ? SIMULATED_PARTIES : [...SIMULATED_PARTIES, 'queue'];

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
  const queue = simulated.includes('queue') ? ' (the queue: set QUEUE_SOURCE_URL)' : '';
  throw new Error(
    `NODE_ENV=production refuses to start: no real gateway for ${simulated.join(', ')} ` +
      `(server/makeDeps.ts connects simulators). Connect your providers there${queue}, or set ` +
      `ALLOW_SIMULATED_GATEWAYS=1 to run anyway: ${simulated.map((p) => WITHOUT[p] ?? `${p} is simulated`).join('; ')}.`,
  );
}

export function makeDeps(db: Db, config: ServerConfig = readConfig()): Deps {
  return {
    db,
    config,
    fields: fieldCrypto(config.fieldKey, config.fieldIv),
    vault: dataVault(config.dataKey),
    sms: outboxGateway(devConsole),
    wechat: simulatedWeChat(config.wechatAppId),
    wechatMessages: simulatedWeChatMessages(config.wechatAppId, devConsole),
    sso: simulatedPortal,
    payments: simulatedCashier(db),
    queue: config.queueSourceUrl
      ? httpQueueSource({ url: config.queueSourceUrl, timeoutMs: config.queueSourceTimeoutMs })
      : simulatedQueue(db),
  };
}
