// The contract as an OpenAPI 3.1 document, made from the same endpoint objects the app calls
// and this server registers (src/contract/endpoints.ts): what a hospital's backend team
// reads to build their side. TypeBox schemas are JSON Schema already, so they go in as they
// are; the envelope, the bearer token and each call's refusals are added around them.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { TSchema } from 'typebox';
import { ENDPOINTS } from '../../src/contract/endpoints.ts';
import type { Endpoint } from '../../src/contract/index.ts';
import type { Spellings } from '../../src/contract/spellings.ts';
import { envelopeOf, pagedOf } from '../../src/contract/index.ts';
import type { Api } from './api.ts';
import { WORDS } from './words.ts';

type Json = Record<string, unknown>;

/** Where this document is served: outside the contract, like the test windows. */
export const OPENAPI_PATH = '/api/openapi.json';

/** A refusal's words in the patients' language, for the document's descriptions. */
function wordsOf(key: string): string {
  const found = key
    .split('.')
    .reduce<unknown>((at, part) => (at as Record<string, unknown> | undefined)?.[part], WORDS);
  return typeof found === 'string' ? found : key;
}

/** The query's or path's keys as OpenAPI parameters. */
function parameters(schema: TSchema | undefined, where: 'query' | 'path'): Json[] {
  const object = schema as
    { properties?: Record<string, TSchema>; required?: string[] } | undefined;
  const properties = object?.properties ?? {};
  const required = new Set(object?.required ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

/** "dayValue or orderDate", "timeRanges[].id or timeRangeId": each field named two ways. */
function spellingPairs(spellings: Spellings, at = ''): string[] {
  return Object.entries(spellings).flatMap(([field, rule]) =>
    typeof rule === 'string'
      ? [`${at}${field} or ${rule}`]
      : spellingPairs(rule, `${at}${field}[].`),
  );
}

function answerDescription(ep: Endpoint): string {
  const first = ep.paged
    ? 'A page of rows, with the `paging-headers` header {"total","offset","limit"}.'
    : 'The envelope with code 200 and the data.';
  if (!ep.spellings) return first;
  const pairs = spellingPairs(ep.spellings).join(', ');
  return `${first} The spec names some fields two ways; the app reads either: ${pairs}.`;
}

function operation(name: string, ep: Endpoint): Json {
  const signedIn = ep.access !== 'public';
  const refusals = [...new Set(ep.refusals ?? [])];
  return {
    operationId: name,
    summary: ep.summary,
    ...(signedIn ? { security: [{ bearer: [] }] } : { security: [] }),
    parameters: [...parameters(ep.params, 'path'), ...parameters(ep.query, 'query')],
    ...(ep.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: ep.body } } } }
      : {}),
    ...(ep.spellings ? { 'x-spellings': ep.spellings } : {}),
    responses: {
      200: {
        description: answerDescription(ep),
        content: {
          'application/json': { schema: ep.paged ? pagedOf(ep.answer) : envelopeOf(ep.answer) },
        },
      },
      default: {
        description: [
          'A refusal: the envelope with its code (the HTTP status as a rule) and a msg the',
          'app shows as it is.',
          ...(signedIn
            ? [
                `401 without a valid bearer token: ${WORDS.loginRequired}, or the words for a session ended ` +
                  'from another device or run out (server.json sessionEnded, sessionExpired).',
              ]
            : []),
          ...refusals.map((key) => `${key}: ${wordsOf(key)}`),
        ].join('\n'),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Refusal' } } },
      },
    },
  };
}

/** The whole contract as one OpenAPI 3.1 document. */
export function openApiDocument(): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const [name, ep] of ENDPOINTS) {
    (paths[ep.path] ??= {})[ep.method.toLowerCase()] = operation(name, ep);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Health check-up H5 API',
      version: '1',
      description:
        'Every call of the app, as its contract (src/contract) declares it. Paths and query ' +
        'names are matched without regard to case; each is written here as the spec spells ' +
        'it. Every answer is the envelope { code, msg, data }; code 200 is success.',
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: {
        Refusal: {
          type: 'object',
          required: ['code', 'msg', 'data'],
          properties: { code: { type: 'integer' }, msg: { type: 'string' }, data: {} },
        },
      },
    },
    paths,
  };
}

/** The encodings a client accepts, in the order this server prefers them (q=0 refuses one). */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Serves the document. It is made and compressed once per start, as the contract does not
 * change while the server runs: compressing its 200 KB on each request cost about 10 ms of
 * CPU, so anyone could keep a core busy by asking for it (issue 37). It is public: the
 * contract holds no secret, and a hospital's team reads it from the running server.
 */
export function openApiRoute(api: Api) {
  const plain = Buffer.from(JSON.stringify(openApiDocument()));
  const encoded = {
    br: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(plain, { level: 9 }),
  };
  const etag = `"${createHash('sha256').update(plain).digest('base64url').slice(0, 22)}"`;
  api.get(OPENAPI_PATH, { compress: false }, (request, reply) => {
    reply
      .type('application/json; charset=utf-8')
      .header('vary', 'accept-encoding')
      .header('cache-control', 'public, max-age=3600')
      .header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(plain);
    return reply.header('content-encoding', encoding).send(encoded[encoding]);
  });
}
