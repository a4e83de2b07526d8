// API answers over 1 KB leave compressed when the client accepts it (a page of 10 orders is
// 14 KB of JSON and 1 KB sent); smaller ones are not worth the work. The app's static files
// are compressed once at build time (scripts/precompress.ts), not here.
import fastifyCompress from '@fastify/compress';
import type { Api } from './api.ts';

/** Answers smaller than this leave as they are. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Registers compression on the API's scope only. Brotli at quality 4 costs about what gzip
 * does and saves a little more; a client that accepts neither gets the plain answer. Request
 * bodies are not inflated: the app never compresses one, so accepting them would only widen
 * what the server has to parse.
 */
export async function compressAnswers(api: Api) {
  await api.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}
