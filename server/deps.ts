import { readConfig, type ServerConfig } from './config.ts';
import type { Db } from './db/db.ts';
import { fieldCrypto, type FieldCrypto } from './plugins/crypto/fieldCrypto.ts';
import { dataVault, type DataVault } from './plugins/crypto/secrets.ts';
import type { SmsGateway } from './plugins/outside/sms.ts';
import type { SsoPortal } from './plugins/outside/sso.ts';
import type { WeChatGateway } from './plugins/outside/wechat.ts';
import type { PaymentGateway } from './plugins/outside/payments.ts';
import {
  outboxGateway,
  simulatedCashier,
  simulatedPortal,
  simulatedWeChat,
} from './modules/simulators/gateways.ts';

/** What modules are given: the database and one implementation of each outside party. */
export interface Deps {
  db: Db;
  fields: FieldCrypto;
  vault: DataVault;
  sms: SmsGateway;
  wechat: WeChatGateway;
  sso: SsoPortal;
  payments: PaymentGateway;
  config: ServerConfig;
}

export function makeDeps(db: Db, config: ServerConfig = readConfig()): Deps {
  return {
    db,
    config,
    fields: fieldCrypto(config.fieldKey, config.fieldIv),
    vault: dataVault(config.dataKey),
    sms: outboxGateway,
    wechat: simulatedWeChat(config.wechatAppId),
    sso: simulatedPortal,
    payments: simulatedCashier(db),
  };
}
