import { ApiError, CODE_NETWORK, UNAUTHORIZED, unwrapEnvelope } from '@/kit/api/envelope';
import { runtimeConfig } from '@/platform/runtimeConfig';
import { callKey, takeEarlyCall } from '@/kit/api/earlyCalls';

export const REQUEST_TIMEOUT_MS = 60_000;

interface ClientHooks {
  /** The bearer token of the logged-in user, or null for a visitor. */
  getToken: () => string | null;
  /**
   * Called on HTTP 401 or envelope code 401, before the call rejects, with the refusal: its
   * msg says why (a session ended from another device, a login run out).
   */
  onUnauthorized: (refusal: ApiError) => void;
}

let hooks: ClientHooks = {
  getToken: () => null,
  onUnauthorized: () => undefined,
};

/** The app wires the session in at boot; the client itself knows nothing of React or routes. */
export function configureClient(next: ClientHooks) {
  hooks = next;
}

interface Request {
  method: string;
  url: string;
  data?: Record<string, unknown>;
}

/**
 * One request with the browser's own fetch: every route loads the client, and axios
 * weighed 20 KB gzipped of every first load (issue 27). The query of a GET is written as
 * the early calls write theirs (callKey), the body of anything else as JSON.
 */
async function request(
  { method, url, data }: Request,
  params?: Record<string, unknown>,
): Promise<{ status: number; body: unknown; headers: Record<string, string> }> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = hooks.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (data !== undefined) headers['Content-Type'] = 'application/json';
  const base = runtimeConfig().apiBaseUrl;
  const address = base
    ? `${base.replace(/\/*$/, '/')}${callKey(url, params)}`
    : callKey(url, params);
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  try {
    const res = await fetch(address, {
      method,
      headers,
      body: data === undefined ? undefined : JSON.stringify(data),
      credentials: 'same-origin',
      signal: timeout.signal,
    });
    const answer: Record<string, string> = {};
    res.headers.forEach((value, name) => (answer[name] = value));
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? (JSON.parse(text) as unknown) : undefined;
    } catch {
      // Not JSON (a proxy's HTML page): the envelope check refuses it.
    }
    return { status: res.status, body, headers: answer };
  } catch {
    throw new ApiError(CODE_NETWORK, '');
  } finally {
    clearTimeout(timer);
  }
}

/** A refusal by its HTTP status, with the envelope's code and words when it carries them. */
function statusError(status: number, body: unknown): ApiError {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as {
    code?: unknown;
    msg?: unknown;
  };
  const code = typeof envelope.code === 'number' ? envelope.code : status;
  return new ApiError(code, typeof envelope.msg === 'string' ? envelope.msg : '');
}

/** The answer's data with the server's own words about it (a cancel's "cancelled"). */
async function send<T>(
  req: Request,
  params?: Record<string, unknown>,
): Promise<{ data: T; msg: string }> {
  try {
    const { status, body, headers } = await request(req, params);
    if (status < 200 || status >= 300) throw statusError(status, body);
    const data = unwrapEnvelope(body, headers) as T;
    const msg = (body as { msg?: unknown }).msg;
    return { data, msg: typeof msg === 'string' ? msg : '' };
  } catch (err) {
    const apiError = err instanceof ApiError ? err : new ApiError(CODE_NETWORK, '');
    if (apiError.code === UNAUTHORIZED) hooks.onUnauthorized(apiError);
    throw apiError;
  }
}

/** A GET, answered by the call index.html started for it, if any (src/kit/api/earlyCalls.ts). */
async function get<T>(url: string, params?: Record<string, unknown>) {
  const early = await takeEarlyCall(callKey(url, params));
  if (early) return { data: unwrapEnvelope(early.body, early.headers) as T, msg: '' };
  return send<T>({ method: 'GET', url }, params);
}

/** The transport under `call` (src/kit/api/call.ts): pages and domains never use it. */
export const transport = {
  get,
  send: <T>(req: Request) => send<T>(req),
};
