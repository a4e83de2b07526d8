import type { FastifyInstance } from 'fastify';

export interface Route {
  path: string;
  methods: string[];
}

/**
 * Every route of a ready app, read from Fastify's own route tree: printRoutes() draws it
 * with four characters per level, and a node's path is its ancestors' segments joined.
 */
export function listRoutes(app: FastifyInstance): Route[] {
  const segments: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    segments.length = depth;
    segments.push(match[2] ?? '');
    if (match[3]) routes.push({ path: segments.join(''), methods: match[3].split(', ') });
  }
  return routes;
}
