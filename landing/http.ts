import { ApiError, unwrapEnvelope } from '../src/kit/api/envelope';
import { runtimeConfig } from '../src/platform/runtimeConfig';

// The entry pages run before the app and must stay small (10 KB), so they speak to the
// API with fetch and the same envelope rules instead of the app's axios client.
function url(path: string, params?: Record<string, string | number>) {
  const base = new URL(runtimeConfig().apiBaseUrl || '/', window.location.href);
  const target = new URL(path, base);
  for (const [k, v] of Object.entries(params ?? {})) target.searchParams.set(k, String(v));
  return target.toString();
}

async function send<T>(input: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(input, { ...init, credentials: 'same-origin' });
  } catch {
    throw new ApiError(-2, '');
  }
  const body: unknown = await response.json().catch(() => null);
  const headers = Object.fromEntries(response.headers.entries());
  return unwrapEnvelope(body, headers) as T;
}

export const http = {
  get: <T>(path: string, params: Record<string, string | number>) => send<T>(url(path, params)),
  post: <T>(path: string, body: unknown) =>
    send<T>(url(path), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
};
