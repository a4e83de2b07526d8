import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What each built landing page loads, as paths under dist/. A landing page is weighed by its
 * built HTML: the door pages share one script, which the manifest lists once, so the page
 * itself is the better witness.
 */
export function landingScripts(dist: string): Array<{ page: string; scripts: string[] }> {
  const dir = join(dist, 'landing');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.html'))
    .map((page) => {
      const html = readFileSync(join(dir, page), 'utf8');
      const refs = html.matchAll(
        /<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g,
      );
      return {
        page: `landing/${page}`,
        scripts: [...refs].map(([, src]) => join('landing', src ?? '')),
      };
    });
}
