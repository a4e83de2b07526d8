import type { APIRequestContext } from '@playwright/test';

const CALLS = new Set(['delete', 'fetch', 'get', 'head', 'patch', 'post', 'put']);

/**
 * The journeys' API client, sending a call again when its connection was reset before any
 * answer, as a browser does. The server closes a keep-alive socket idle for 5 s
 * (KEEP_ALIVE_TIMEOUT_SECONDS); a call sent on it at that moment meets ECONNRESET. Chrome
 * and WebKit send such a request again by themselves; Playwright's client only when asked
 * (its `maxRetries`, which retries that reset alone).
 */
export function withRetries(request: APIRequestContext, maxRetries = 2): APIRequestContext {
  return new Proxy(request, {
    get(target, name) {
      const value: unknown = Reflect.get(target, name);
      if (typeof value !== 'function') return value;
      if (typeof name !== 'string' || !CALLS.has(name)) return value.bind(target);
      return (url: unknown, options?: object) =>
        value.call(target, url, { maxRetries, ...options });
    },
  });
}
