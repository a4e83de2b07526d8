import type { FastifyInstance } from 'fastify';

/**
 * The spec's calls spell one parameter several ways (hospId, hospid; topNumber). The
 * hospitals' own backends bind query names without regard to case, so this server does
 * the same: every query key is lower-cased before its schema sees it.
 */
export function lowercaseQueryKeys(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (!query || typeof query !== 'object') return;
    const lowered: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(query)) lowered[key.toLowerCase()] = value;
    request.query = lowered;
  });
}
