/**
 * Where the browser goes to pay: the answer's tradeUrl, read against the API's base
 * (the reference server answers a path of its own). Only an http(s) address is
 * followed; anything else (javascript:, data:) is refused with null.
 */
export function resolveTradeUrl(
  tradeUrl: string,
  apiBase: string,
  pageHref: string,
): string | null {
  try {
    const url = new URL(tradeUrl, new URL(apiBase, pageHref));
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
