/**
 * `redirect` and SSO `state` come from the URL, so anyone can write them. They may only
 * name a route of this app: a path starting with one slash. Anything else (an absolute
 * URL, a protocol-relative `//host`, `javascript:`, a backslash trick) becomes `fallback`.
 */
export function safeAppRoute(raw: string | null | undefined, fallback = '/'): string {
  if (!raw) return fallback;
  let value = raw.trim();
  // One decoding step: the value may arrive encoded once more than the query itself.
  try {
    if (/%[0-9a-f]{2}/i.test(value)) value = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  if (value.startsWith('#')) value = value.slice(1);
  if (!value.startsWith('/')) value = `/${value}`;
  if (value.startsWith('//') || value.includes('\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  // A path with a scheme-like first segment ("/javascript:...") is refused too.
  const firstSegment = value.slice(1).split(/[/?#]/, 1)[0] ?? '';
  if (firstSegment.includes(':')) return fallback;
  return value;
}
