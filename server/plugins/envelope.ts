import type { FastifyInstance, FastifyError } from 'fastify';
import type { Envelope } from '../../src/contract/index.ts';
import { MSG } from './messages.ts';

export function ok<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: 200, msg, data };
}

/** A refusal the client should show: `status` is the HTTP status, `code` the envelope code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: number = status,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ApiError(404, `${what} not found`);

/**
 * Every failure leaves as an envelope. Schema failures and malformed bodies are the
 * client's fault (4xx with the reason); anything else is logged and hidden behind 500.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | ApiError, request, reply) => {
    if (err instanceof ApiError) {
      return reply.status(err.status).send({ code: err.code, msg: err.message, data: null });
    }
    if (err.validation) {
      const where = err.validationContext ?? 'request';
      return reply
        .status(400)
        .send({ code: 400, msg: `invalid ${where}: ${err.message}`, data: null });
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: status, msg: err.message, data: null });
    }
    request.log.error(err);
    return reply.status(500).send({ code: 500, msg: 'internal server error', data: null });
  });

  // The same answer for every path, so a route kept from a client (plugins/loopbackOnly.ts)
  // cannot be told from one that does not exist.
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ code: 404, msg: MSG.noRoute, data: null });
  });
}
