import type { call as appCall } from '../src/kit/api/call';
import { ApiError, unwrapEnvelope } from '../src/kit/api/envelope';
import { runtimeConfig } from '../src/platform/runtimeConfig';

// The entry pages run before the app and must stay small (10 KB), so they make the
// contract's calls with the same envelope rules but without the app's client and its calls.
function url(path: string, params?: unknown) {
  const base = new URL(runtimeConfig().apiBaseUrl || '/', window.location.href);
  // Relative to the API's base, as the app's client sends it.
  const target = new URL(path.replace(/^\//, ''), base);
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

/** One call of the contract, as the app's `call` makes it: the query of a GET, else the body. */
export const call: typeof appCall = (ep, ...[input]) =>
  ep.method === 'GET'
    ? send(url(ep.path, input))
    : send(url(ep.path), {
        method: ep.method,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      });
