import type { Href } from './routes';

/** The route as given, normalised to start with one slash; null when it is not an app route. */
function appRoute(value: string): string | null {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let v = value.trim();
  if (v.startsWith('#')) v = v.slice(1);
  if (v === '') return null;
  if (!v.startsWith('/')) v = `/${v}`;
  if (v.startsWith('//') || v.includes('\\')) return null;
  // A first segment that looks like a scheme ("/javascript:...") is refused too.
  const firstSegment = v.slice(1).split(/[/?#]/, 1)[0] ?? '';
  return firstSegment.includes(':') ? null : v;
}

/**
 * `redirect` and SSO `state` come from the URL, so anyone can write them. They may only
 * name a route of this app: a path starting with one slash. Anything else (an absolute
 * URL, a protocol-relative `//host`, `javascript:`, a backslash trick), as given or once
 * decoded, becomes `fallback`. A safe value is returned as given, so encoded query
 * values inside it keep their meaning, unless the whole route arrived encoded once more
 * ("%2Forderlist%3Fx%3D1"), which is decoded. A path the route table lacks opens the
 * not-found page, so the answer counts as an app link.
 */
export function safeAppRoute(raw: string | null | undefined, fallback = '/'): Href {
  if (!raw) return fallback as Href;
  const route = appRoute(raw);
  if (route === null) return fallback as Href;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return fallback as Href;
  }
  const decodedRoute = appRoute(decoded);
  if (decodedRoute === null) return fallback as Href;
  return (/^\s*#?%2F/i.test(raw) ? decodedRoute : route) as Href;
}
