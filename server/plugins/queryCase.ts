import type { FastifyInstance } from 'fastify';

/**
 * The spec spells one parameter several ways (hospId on one call, hospid on the next), and
 * the hospitals' own backends bind query names without regard to case. So does this server:
 * each query key is renamed to the spelling its schema declares (the endpoint's, src/contract),
 * whatever its case on the wire; a key the schema does not declare is lower-cased.
 */
/** Each schema's keys by their lower-cased spelling, made once per route, not per request. */
const spellings = new WeakMap<object, Map<string, string>>();

function spellingOf(schema: { properties?: object } | undefined): Map<string, string> {
  if (!schema) return new Map();
  let spelling = spellings.get(schema);
  if (!spelling) {
    spelling = new Map(Object.keys(schema.properties ?? {}).map((k) => [k.toLowerCase(), k]));
    spellings.set(schema, spelling);
  }
  return spelling;
}

export function caseInsensitiveQuery(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    if (!query || typeof query !== 'object') return;
    const schema = request.routeOptions.schema?.querystring as { properties?: object } | undefined;
    const spelling = spellingOf(schema);
    const renamed: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(query)) {
      const lower = key.toLowerCase();
      renamed[spelling.get(lower) ?? lower] = value;
    }
    request.query = renamed;
  });
}
