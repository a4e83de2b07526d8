import type { FastifyInstance } from 'fastify';

/**
 * The spec spells one parameter several ways (hospId on one call, hospid on the next), and
 * the hospitals' own backends bind query names without regard to case. So does this server:
 * each query key is renamed to the spelling its schema declares (the endpoint's, src/contract),
 * whatever its case on the wire; a key the schema does not declare is lower-cased.
 */
export function caseInsensitiveQuery(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (!query || typeof query !== 'object') return;
    const schema = request.routeOptions.schema?.querystring as { properties?: object } | undefined;
    const declared = schema?.properties;
    const spelling = new Map(Object.keys(declared ?? {}).map((k) => [k.toLowerCase(), k]));
    const renamed: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(query)) {
      const lower = key.toLowerCase();
      renamed[spelling.get(lower) ?? lower] = value;
    }
    request.query = renamed;
  });
}
