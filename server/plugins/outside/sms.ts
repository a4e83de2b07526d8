import type { Queryable } from '../../db/db.ts';

/**
 * Where SMS messages go. The reference server's gateway writes them to an outbox table
 * (the simulators module, readable by tests and demos when not in production); a
 * deployment replaces it with its SMS provider behind the same interface.
 */
export interface SmsGateway {
  send(q: Queryable, message: { mobile: string; body: string; code?: string }): Promise<void>;
}
