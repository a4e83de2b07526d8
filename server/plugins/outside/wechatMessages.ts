import type { Queryable } from '../../db/db.ts';
import { WeChatRefused } from './wechatApi.ts';

/** A subscribe message (订阅通知) to one WeChat user, by its template and its fields. */
export interface WeChatMessage {
  openId: string;
  templateId: string;
  /** The template's fields by the names this server gives them; the gateway maps them. */
  data: Record<string, string>;
  /** The app's page the message opens, relative to the app's address. */
  page?: string;
}

/**
 * WeChat's subscribe messages, as the reminders need them: the template the app offers in
 * its `wx-open-subscribe` tag, and sending one message a patient accepted. The reference
 * server's implementation is a simulator writing to an outbox table (the simulators module);
 * a deployment puts the official account's API (message/subscribe/bizsend) behind the same
 * interface, mapping the fields to its template's own keys.
 */
export interface WeChatMessageGateway {
  /** The official account's template id of the exam reminder. */
  reminderTemplateId: string;
  send(q: Queryable, message: WeChatMessage): Promise<void>;
}

/**
 * WeChat's refusals of a message that trying again does not change: 43101 (the patient
 * accepted no message of the template, or used each one), 47003 (a field the template does
 * not take), 40003 (an OpenID the account does not know). The reminder goes by SMS instead.
 */
const LASTING_REFUSALS: ReadonlySet<number> = new Set([43101, 47003, 40003]);

/** WeChat's code when `err` is a lasting refusal of a message, else null (try again later). */
export const lastingRefusal = (err: unknown): number | null =>
  err instanceof WeChatRefused && LASTING_REFUSALS.has(err.errcode) ? err.errcode : null;
