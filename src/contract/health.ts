// The reference server's health, for the hospital's monitoring and its operator (issue 40):
// not in the spec, and no call of the app.
import { Type, type Static } from 'typebox';
import { endpoint } from './endpoint';
import * as at from './calls/health';

/**
 * The server answers and its database with it; the outside parties (SMS, WeChat, partner
 * SSO, payment, queue) by their names only, each either connected to its real provider or
 * to the server's simulator. Never a setting's value.
 */
export const Health = Type.Object({
  server: Type.Literal('up'),
  database: Type.Literal('up'),
  real: Type.Array(Type.String()),
  simulated: Type.Array(Type.String()),
});
export type Health = Static<typeof Health>;

export const health = endpoint({
  summary:
    '`{ server, database, real, simulated }`: the server and its database answer, and which ' +
    'outside parties are connected to their real provider and which to a simulator; 503 ' +
    'when the database does not answer. Never cached.',
  ...at.health,
  access: 'public',
  answer: Health,
  refusals: ['serverError'],
});
