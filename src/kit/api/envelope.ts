import { CODE_OK, PAGING_HEADER } from '@/contract/constants';

/** A refusal from the API: `msg` is the server's own words, meant for the user. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
    /** The answer's data, which some refusals carry (the sign of a code-204 SMS login). */
    readonly data: unknown = null,
  ) {
    super(msg);
    this.name = 'ApiError';
  }
}

export const UNAUTHORIZED = 401;

/** Marks a body that is not the envelope at all (an HTML error page, a proxy's text). */
export const CODE_BAD_RESPONSE = -1;
/** The request never got an answer: offline, DNS, timeout. */
export const CODE_NETWORK = -2;

function isEnvelope(body: unknown): body is { code: number; msg?: unknown; data?: unknown } {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { code?: unknown }).code === 'number'
  );
}

/**
 * What the caller of an API function receives: `data` of a success, or the whole body
 * when the answer is paged (it carries `paging-headers`); any other code is an ApiError.
 */
export function unwrapEnvelope(body: unknown, headers: Record<string, unknown>): unknown {
  if (!isEnvelope(body)) throw new ApiError(CODE_BAD_RESPONSE, '');
  if (body.code !== CODE_OK) {
    throw new ApiError(body.code, typeof body.msg === 'string' ? body.msg : '', body.data ?? null);
  }
  const paged = Object.keys(headers).some((h) => h.toLowerCase() === PAGING_HEADER);
  return paged ? body : body.data;
}
