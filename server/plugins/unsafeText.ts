import type { FastifyInstance } from 'fastify';
import { ApiError } from './envelope.ts';
import { MSG } from './messages.ts';

// A NUL byte or half of a surrogate pair is no character anyone types, and PostgreSQL
// refuses to store either: refused at the door (400), never a 500 from the database.
// eslint-disable-next-line no-control-regex
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function holdsUnsafeText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return UNSAFE.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  const values = Array.isArray(value) ? value : Object.values(value);
  return values.some((v) => holdsUnsafeText(v, depth + 1));
}

/** Every query, path parameter and body is searched for text that cannot be stored. */
export function rejectUnsafeText(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if ([request.query, request.params, request.body].some((part) => holdsUnsafeText(part)))
      throw new ApiError(400, MSG.badInput);
  });
}
