import { readConfig, type ServerConfig } from './config.ts';
import type { Db } from './db/db.ts';
import { fieldCrypto, type FieldCrypto } from './services/fieldCrypto.ts';
import { dataVault, type DataVault } from './services/secrets.ts';
import { simulatedCashier, type PaymentGateway } from './services/payments.ts';
import { outboxGateway, type SmsGateway } from './services/sms.ts';
import { simulatedWeChat, type WeChatGateway } from './services/wechat.ts';

/** What routes are given: the database and one implementation of each outside party. */
export interface Deps {
  db: Db;
  fields: FieldCrypto;
  vault: DataVault;
  sms: SmsGateway;
  wechat: WeChatGateway;
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
    payments: simulatedCashier,
  };
}
