/** The settings the security headers follow (server/config.ts reads them). */
export interface SecuritySettings {
  /** NODE_ENV=production: the deployment is served over HTTPS, so HSTS is sent. */
  production: boolean;
  /** Origins besides this one that may show the app in a frame (FRAME_ANCESTORS). */
  frameAncestors?: readonly string[];
  /** Hosts of the hospital's pictures, beyond this origin and the API's (IMAGE_ORIGINS). */
  imageOrigins?: readonly string[];
}

const ORIGIN = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d{1,5})?$/i;

/**
 * A setting that lists origins (FRAME_ANCESTORS, IMAGE_ORIGINS), separated by commas or
 * spaces, each `https://host[:port]` (or `https://*.host` for its subdomains). Anything else
 * is a problem, so no setting can slip a keyword ('unsafe-inline') or a `;` into the policy.
 */
export function parseOrigins(
  name: string,
  raw: string | undefined,
): { value: string[] } | { problem: string } {
  const listed = (raw ?? '').split(/[\s,]+/).filter((origin) => origin !== '');
  const wrong = listed.filter((origin) => !ORIGIN.test(origin));
  if (wrong.length === 0) return { value: listed.map((origin) => origin.toLowerCase()) };
  return {
    problem:
      `${name} must list origins such as https://portal.example.cn, separated by commas; ` +
      `not one of these: ${wrong.map((w) => JSON.stringify(w)).join(', ')}`,
  };
}
