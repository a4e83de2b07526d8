import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { ApiError, CODE_NETWORK, UNAUTHORIZED, unwrapEnvelope } from '@/kit/api/envelope';
import { runtimeConfig } from '@/platform/runtimeConfig';
import { callKey, takeEarlyCall } from '@/kit/api/earlyCalls';

export const REQUEST_TIMEOUT_MS = 60_000;

interface ClientHooks {
  /** The bearer token of the logged-in user, or null for a visitor. */
  getToken: () => string | null;
  /** Called on HTTP 401 or envelope code 401, before the call rejects. */
  onUnauthorized: () => void;
}

let hooks: ClientHooks = { getToken: () => null, onUnauthorized: () => undefined };

/** The app wires the session in at boot; the client itself knows nothing of React or routes. */
export function configureClient(next: ClientHooks) {
  hooks = next;
}

const http = axios.create({ timeout: REQUEST_TIMEOUT_MS });

http.interceptors.request.use((config) => {
  config.baseURL = runtimeConfig().apiBaseUrl;
  const token = hooks.getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof AxiosError && err.response) {
    const body = err.response.data as { code?: unknown; msg?: unknown } | undefined;
    const code = typeof body?.code === 'number' ? body.code : err.response.status;
    return new ApiError(code, typeof body?.msg === 'string' ? body.msg : '');
  }
  return new ApiError(CODE_NETWORK, '');
}

/** The answer's data with the server's own words about it (a cancel's "cancelled"). */
async function send<T>(config: AxiosRequestConfig): Promise<{ data: T; msg: string }> {
  try {
    const response = await http.request(config);
    const body: unknown = response.data;
    const data = unwrapEnvelope(body, response.headers as Record<string, unknown>) as T;
    const msg = (body as { msg?: unknown }).msg;
    return { data, msg: typeof msg === 'string' ? msg : '' };
  } catch (err) {
    const apiError = toApiError(err);
    if (apiError.code === UNAUTHORIZED) hooks.onUnauthorized();
    throw apiError;
  }
}

/** A GET, answered by the call index.html started for it, if any (src/kit/api/earlyCalls.ts). */
async function get<T>(url: string, params?: Record<string, unknown>) {
  const early = await takeEarlyCall(callKey(url, params));
  if (early) return { data: unwrapEnvelope(early.body, early.headers) as T, msg: '' };
  return send<T>({ method: 'GET', url, params });
}

/** The transport under `call` (src/kit/api/call.ts): pages and domains never use it. */
export const transport = { get, send };
