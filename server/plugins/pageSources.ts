import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

// What the Content-Security-Policy must allow, read from the built app the server serves,
// so that a rebuilt app or an edited config.js needs no setting of its own.

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/**
 * The CSP source of each inline script of the pages under `staticDir` ('sha256-...'): the
 * early start the build writes into index.html (scripts/earlyStart.ts). The browser hashes
 * the script's text after the HTML parser has turned CRLF and CR into LF, so the server
 * does too.
 */
export function inlineScriptHashes(staticDir: string | undefined): string[] {
  if (!staticDir || !existsSync(staticDir)) return [];
  const hashes = htmlFiles(staticDir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(INLINE_SCRIPT)]
      .filter(([, attributes = '', text = '']) => !/\bsrc\s*=/i.test(attributes) && text !== '')
      .map(([, , text = '']) => {
        const digest = createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8');
        return `'sha256-${digest.digest('base64')}'`;
      }),
  );
  return [...new Set(hashes)];
}

/** The runtime config's addresses the app reaches beyond its own origin. */
export interface RuntimeOrigins {
  /** apiBaseUrl's origin: the app's calls, and pictures given as paths on the API host. */
  api: string[];
  /** mapTileUrl's origin: the location page's map tiles. */
  tiles: string[];
}

/**
 * Reads `config.js` under `staticDir` as the app does (it sets window.__APP_CONFIG__), in a
 * context of its own with nothing of the server's in reach. Absent (an API-only server):
 * nothing to add. A file that does not run is the app's own failure too: named at start.
 */
export function runtimeConfigOrigins(staticDir: string | undefined): RuntimeOrigins {
  const file = staticDir && join(staticDir, 'config.js');
  if (!file || !existsSync(file)) return { api: [], tiles: [] };
  const window: { __APP_CONFIG__?: { apiBaseUrl?: unknown; mapTileUrl?: unknown } } = {};
  try {
    runInNewContext(readFileSync(file, 'utf8'), { window }, { timeout: 200 });
  } catch (err) {
    throw new Error(`${file} does not run: ${(err as Error).message}`, { cause: err });
  }
  const config = window.__APP_CONFIG__ ?? {};
  return { api: originOf(config.apiBaseUrl), tiles: originOf(config.mapTileUrl) };
}

// A tile template's placeholders stand for digits, and {s} for a subdomain letter: the CSP
// allows every subdomain there.
const SUBDOMAIN = 'tile-subdomain-placeholder';

/** The origin of an absolute http(s) address; none for a path on this origin. */
function originOf(address: unknown): string[] {
  if (typeof address !== 'string' || !/^https?:\/\//i.test(address)) return [];
  try {
    const url = new URL(address.replace(/\{[zxy]\}/g, '0').replace('{s}', SUBDOMAIN));
    return [url.origin.replace(SUBDOMAIN, '*')];
  } catch {
    return [];
  }
}

export interface PageSources extends RuntimeOrigins {
  /** The inline scripts' hashes. */
  scripts: string[];
}

/** How often at most the files are looked at again (one stat each). */
export const RECHECK_MS = 1_000;

/**
 * The page sources, read at start (a config.js that does not run stops it) and read again
 * when index.html or config.js has changed: a new build copied in (which always rewrites
 * index.html) or an edited config.js (which the server serves fresh at each request) needs
 * no restart. A file caught half-written is read again at its next change; a config.js
 * that stops running keeps the last sources (the app fails on that file anyway).
 */
export function watchPageSources(
  staticDir: string | undefined,
  now: () => number = Date.now,
): () => PageSources {
  const read = (): PageSources => ({
    scripts: inlineScriptHashes(staticDir),
    ...runtimeConfigOrigins(staticDir),
  });
  const stamp = () =>
    ['index.html', 'config.js']
      .map((name) => {
        const stat = staticDir ? statSync(join(staticDir, name), { throwIfNoEntry: false }) : null;
        return stat ? `${stat.mtimeMs}:${stat.size}` : '-';
      })
      .join(' ');
  let sources = read();
  let seen = stamp();
  let checkedAt = now();
  return () => {
    if (now() - checkedAt < RECHECK_MS) return sources;
    checkedAt = now();
    const current = stamp();
    if (current === seen) return sources;
    seen = current;
    try {
      sources = read();
    } catch {
      // The last sources stay (see above).
    }
    return sources;
  };
}
