import type { Queryable } from '../../db/db.ts';

/** What a text carries: a sign-in code, a shared report's code, an exam reminder. */
export type SmsKind = 'code' | 'share' | 'reminder';

/** One text: its words as the outbox shows them, and the values its provider's template takes. */
export interface SmsMessage {
  mobile: string;
  body: string;
  code?: string;
  kind: SmsKind;
  /**
   * The template's values by name (smsRefusals.ts TEMPLATE_PARAMS names them per kind): a
   * provider sends only templates the hospital had approved, never free words.
   */
  params?: Readonly<Record<string, string>>;
}

/**
 * Where SMS messages go. The reference server's gateway writes them to an outbox table
 * (the simulators module, readable by tests and demos when not in production); SMS_PROVIDER
 * names Tencent Cloud's or Alibaba Cloud's instead (smsTencent.ts, smsAliyun.ts). A send the
 * provider refuses throws the patient's refusal (an ApiError): the caller's transaction,
 * which counted the text, rolls back with it.
 */
export interface SmsGateway {
  send(q: Queryable, message: SmsMessage): Promise<void>;
}
