import type { FastifyInstance, FastifyError } from 'fastify';
import type { Envelope } from '../../src/contract/index.ts';
import { MSG } from './messages.ts';

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: 200, msg, data };
}

/**
 * A refusal the client should show: `status` is the HTTP status, `code` the envelope code.
 * `message` is what the patient reads (a MSG); `detail` is for the developer and goes to
 * the log only.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number = status,
    readonly detail?: string,
  ) {
    super(message);
  }
}

/** A 404 in the patient's words; `what` ("hospital 99") stays in the log. */
export const notFound = (msg: string, what: string) =>
  new ApiError(404, msg, 404, `${what} not found`);

/**
 * Every failure leaves as an envelope in the patient's words. Schema failures and
 * malformed bodies are the client's fault: one generic 4xx message, the reason in the log
 * (a schema's pattern means nothing to a patient); anything else is logged and hidden
 * behind 500.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | ApiError, request, reply) => {
    if (err instanceof ApiError) {
      if (err.detail) request.log.info({ detail: err.detail }, err.message);
      return reply.status(err.status).send({ code: err.code, msg: err.message, data: null });
    }
    if (err.validation) {
      const where = err.validationContext ?? 'request';
      request.log.info({ detail: `invalid ${where}: ${err.message}` }, MSG.badInput);
      return reply.status(400).send({ code: 400, msg: MSG.badInput, data: null });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ detail: err.message }, MSG.badInput);
      return reply.status(status).send({ code: status, msg: MSG.badInput, data: null });
    }
    request.log.error(err);
    return reply.status(500).send({ code: 500, msg: MSG.serverError, data: null });
  });

  // The same answer for every path, so a route kept from a client (plugins/loopbackOnly.ts)
  // cannot be told from one that does not exist.
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ code: 404, msg: MSG.noRoute, data: null });
  });
}
