import type { SmsGateway } from '../../plugins/outside/sms.ts';
import type { SsoPortal } from '../../plugins/outside/sso.ts';
import type { WeChatGateway } from '../../plugins/outside/wechat.ts';
import type { WeChatMessageGateway } from '../../plugins/outside/wechatMessages.ts';
import { randomToken, sha256 } from '../../plugins/crypto/secrets.ts';
import type { Db, Queryable } from '../../db/db.ts';
import type { SimulatedGateway } from '../../plugins/outside/payments.ts';
import { consumeSsoCode } from '../sso/index.ts';
import {
  consumeOAuthCode,
  deleteExpired,
  findSimTrade,
  insertOAuthCode,
  insertOutbox,
  insertWeChatMessage,
  openSimTrade,
  settleSimTrade,
} from './repository.ts';

// The reference server's outside parties: simulators on its own tables, so every door
// runs end to end on one machine. A deployment replaces each behind the same interface.

/**
 * The simulated SMS gateway: the outbox table (read by the test window), and one line on
 * the server's console with the whole phone and code, unmasked on purpose: the test window
 * answers this machine only, so the console is the developer's only way to log in from a
 * phone or another computer.
 */
export function outboxGateway(print: (line: string) => void): SmsGateway {
  return {
    async send(q, message) {
      await insertOutbox(q, message);
      print(`[simulated SMS] to ${message.mobile}, code ${message.code ?? '-'}: ${message.body}`);
    },
  };
}

export function simulatedWeChat(appId: string): WeChatGateway {
  return {
    appId,
    exchangeCode: consumeOAuthCode,
    async jsapiTicket() {
      return `sim-ticket-${sha256(appId).slice(0, 16)}`;
    },
  };
}

/**
 * The simulated WeChat subscribe messages: the wx_message_outbox table, read by the test
 * window (/api/dev/wechatOutbox), and a line on the console, as the SMS simulator does.
 */
export function simulatedWeChatMessages(
  appId: string,
  print: (line: string) => void,
): WeChatMessageGateway {
  return {
    reminderTemplateId: `sim-reminder-${sha256(appId).slice(0, 12)}`,
    async send(q, message) {
      await insertWeChatMessage(q, message);
      print(`[simulated WeChat message] to ${message.openId}: ${JSON.stringify(message.data)}`);
    },
  };
}

/** The simulator's authorize step: a code for an OpenID. */
export async function issueOAuthCode(q: Queryable, openId: string): Promise<string> {
  const code = randomToken(16);
  await insertOAuthCode(q, code, openId);
  return code;
}

export const simulatedPortal: SsoPortal = { redeem: consumeSsoCode };

/**
 * The simulated cashier: a page of its own (cashier.ts) where the payer pays or gives up,
 * with its ledger in sim_trades, so a trade opened before a restart can still be paid.
 */
export function simulatedCashier(db: Db): SimulatedGateway {
  return {
    async createTrade({ orderNo }) {
      const tradeNo = `T${orderNo.slice(1)}`;
      // The cashier's address holds an unguessable token, as a real provider's prepay id.
      const token = randomToken(18);
      await openSimTrade(db, { orderNo, tradeNo, tokenHash: sha256(token) });
      return { tradeNo, tradeUrl: `/sim/cashier?${new URLSearchParams({ token })}` };
    },
    queryTrade: ({ orderNo, tradeNo }) => findSimTrade(db, orderNo, tradeNo),
    async closeTrade({ orderNo, tradeNo }) {
      if (await findSimTrade(db, orderNo, tradeNo))
        await settleSimTrade(db, orderNo, 'TRADE_CLOSED');
      return findSimTrade(db, orderNo, tradeNo);
    },
    settle: (orderNo, result) =>
      settleSimTrade(db, orderNo, result === 'success' ? 'TRADE_SUCCESS' : 'TRADE_CLOSED'),
  };
}

/** Housekeeping's hourly clean-up of the simulators' tables: counts of rows gone, per table. */
export const removeExpired = (q: Queryable) => deleteExpired(q);
