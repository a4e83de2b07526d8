import axios, { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { ApiError, CODE_NETWORK, UNAUTHORIZED, unwrapEnvelope } from '@/kit/api/envelope';
import { runtimeConfig } from '@/platform/runtimeConfig';
import { callKey } from '@/contract/endpoint';
import { takeEarlyCall } from '@/kit/api/earlyCalls';

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

/** What a call resolves to: the answer's data with the server's own words about it. */
interface Answer<T> {
  data: T;
  msg: string;
}

/** A refusal by its HTTP status, with the envelope's code and words when it carries them. */
function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof AxiosError && err.response) {
    const body = err.response.data as { code?: unknown; msg?: unknown } | undefined;
    const envelope = typeof body === 'object' && body !== null ? body : {};
    const code = typeof envelope.code === 'number' ? envelope.code : err.response.status;
    return new ApiError(code, typeof envelope.msg === 'string' ? envelope.msg : '');
  }
  // No answer at all: offline, DNS, the timeout.
  return new ApiError(CODE_NETWORK, '');
}

/** Every refusal leaves the client as one ApiError; a 401 tells the session first. */
function refuse(err: unknown): never {
  const refusal = toApiError(err);
  if (refusal.code === UNAUTHORIZED) hooks.onUnauthorized(refusal);
  throw refusal;
}

const headersOf = (response: AxiosResponse) =>
  AxiosHeaders.from(response.headers as AxiosHeaders).toJSON() as Record<string, unknown>;

/** The envelope read once, for every call: a 2xx answer's data and words, or a refusal. */
function readEnvelope(response: AxiosResponse): Answer<unknown> {
  const body: unknown = response.data;
  const data = unwrapEnvelope(body, headersOf(response));
  const msg = (body as { msg?: unknown }).msg;
  return { data, msg: typeof msg === 'string' ? msg : '' };
}

const http = axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  headers: { Accept: 'application/json' },
});

http.interceptors.request.use((config) => {
  // Read at each call: config.js may name the hospital's API after the bundle has loaded.
  config.baseURL = runtimeConfig().apiBaseUrl;
  const token = hooks.getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

http.interceptors.response.use((response) => {
  try {
    return { ...response, data: readEnvelope(response) };
  } catch (err) {
    return refuse(err);
  }
}, refuse);

/**
 * One request. The query of a GET is written as the early calls write theirs (callKey), so
 * the two name a call alike; the body of anything else is JSON.
 */
async function send<T>(method: string, url: string, data?: Record<string, unknown>) {
  const response = await http.request<Answer<T>>({ method, url, data });
  return response.data;
}

/** A GET, answered by the call index.html started for it, if any (src/kit/api/earlyCalls.ts). */
async function get<T>(url: string, params?: Record<string, unknown>): Promise<Answer<T>> {
  const key = callKey(url, params);
  const early = await takeEarlyCall(key);
  if (early) return { data: unwrapEnvelope(early.body, early.headers) as T, msg: '' };
  return send<T>('GET', key);
}

interface Request {
  method: string;
  url: string;
  data?: Record<string, unknown>;
}

/** The transport under `call` (src/kit/api/call.ts): pages and domains never use it. */
export const transport = {
  get,
  send: <T>({ method, url, data }: Request) => send<T>(method, url, data),
};
