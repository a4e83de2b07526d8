// Connects each outside party (SMS, WeChat, partner SSO, payments) for the server: all to the
// simulators, as the reference server has no real gateway.
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

// The developer's console, where the simulated SMS gateway writes each code; quiet under
// vitest, whose tests send thousands.
const devConsole = process.env.VITEST ? () => {} : (line: string) => console.log(line);

/**
 * The outside parties this file connects to a simulator: all of them, as the reference
 * server has no real SMS, WeChat, partner or payment gateway. A deployment that connects
 * one of its own removes it from this list.
 */
export const SIMULATED_PARTIES = ['SMS', 'WeChat', 'partner SSO', 'payment'];

/**
 * A production start behind simulators would look like it works while no SMS reaches a
 * patient, no WeChat login and no online payment can succeed (their simulator pages are
 * not served in production): refused unless the operator says they accept it.
 */
export function refuseSimulatedGateways(config: ServerConfig, simulated = SIMULATED_PARTIES) {
  if (!config.production || config.simulatedGatewaysAccepted || simulated.length === 0) return;
  throw new Error(
    `NODE_ENV=production refuses to start: no real gateway for ${simulated.join(', ')} ` +
      '(server/makeDeps.ts connects simulators). Connect your providers there, or set ' +
      'ALLOW_SIMULATED_GATEWAYS=1 to run anyway: SMS codes then only reach the server console, ' +
      'and WeChat login, partner SSO and online payment cannot succeed.',
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
  };
}
