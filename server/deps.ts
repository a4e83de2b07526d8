import type { ServerConfig } from './config.ts';
import type { Db } from './db/db.ts';
import type { FieldCrypto } from './plugins/crypto/fieldCrypto.ts';
import type { DataVault } from './plugins/crypto/secrets.ts';
import type { SmsGateway } from './plugins/outside/sms.ts';
import type { SsoPortal } from './plugins/outside/sso.ts';
import type { WeChatGateway } from './plugins/outside/wechat.ts';
import type { WeChatMessageGateway } from './plugins/outside/wechatMessages.ts';
import type { PaymentGateway } from './plugins/outside/payments.ts';
import type { QueueSource } from './plugins/outside/queue.ts';

// Only the shape: the modules read it, and makeDeps.ts, which imports the simulators'
// module, fills it. Kept apart so no module depends on the simulators through it.
/** What modules are given: the database and one implementation of each outside party. */
export interface Deps {
  db: Db;
  fields: FieldCrypto;
  vault: DataVault;
  sms: SmsGateway;
  wechat: WeChatGateway;
  /** WeChat's subscribe messages (the reminders before an exam). */
  wechatMessages: WeChatMessageGateway;
  sso: SsoPortal;
  payments: PaymentGateway;
  /** Where the exam-day queue's places and waits come from. */
  queue: QueueSource;
  config: ServerConfig;
}
