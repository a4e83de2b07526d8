import type { Queryable } from '../db/db.ts';

/**
 * Where SMS messages go. The reference server's gateway writes them to an outbox table
 * (readable by tests and demos when not in production); a deployment replaces it with its
 * SMS provider behind the same interface.
 */
export interface SmsGateway {
  send(q: Queryable, message: { mobile: string; body: string; code?: string }): Promise<void>;
}

export const outboxGateway: SmsGateway = {
  async send(q, { mobile, body, code }) {
    await q.query('INSERT INTO sms_outbox (mobile, body, code) VALUES ($1, $2, $3)', [
      mobile,
      body,
      code ?? null,
    ]);
  },
};
