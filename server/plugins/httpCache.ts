import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { needsAccount } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is the same for every caller and changes only with the seed: it gets an
     * ETag, a short public max-age, and a few seconds of memo in this process.
     */
    cache?: 'public';
  }
}

// Browsers and proxies may reuse an answer for a minute without asking: short, because the
// hospital edits packages and articles in its own back office and expects them to show
// soon; after that a conditional request costs a 304 and no body.
const CACHE_CONTROL = 'public, max-age=60';

/**
 * How long this process reuses a read answer once computed. The embedded database has one
 * connection, so 200 clients asking for the package list at once would otherwise queue 200
 * identical queries on it. This memo is no state that must survive a restart or be shared
 * with a second instance: it holds public data only the seed writes, for seconds, and losing
 * it costs one query.
 */
export const MEMO_MS = 5_000;
/** A computation still running after this long is no longer joined: each caller runs its own. */
const PENDING_MS = 10_000;
/** Distinct URLs kept at most: query strings are the client's to vary, memory is not. */
const MEMO_ENTRIES = 500;

interface Answer {
  body: string;
  etag: string;
  headers: Record<string, string>;
}

interface Entry {
  /** Settles with the answer, or with null when the first request did not end in a 200. */
  answer: Promise<Answer | null>;
  expires: number;
}

interface Leader {
  settle: (answer: Answer | null) => void;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request computes the answer others with the same URL are waiting for. */
    cacheLeader: Leader | null;
    /** Set when the answer came from the memo: its ETag, so the body is not hashed again. */
    cacheHit: string | null;
  }
}

const etagOf = (body: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Headers of the first answer that belong to every copy of it (not length or date). */
const SHARED_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive']);

function sharedHeaders(reply: FastifyReply): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (!SHARED_HEADERS.has(name) && value !== undefined) out[name] = String(value);
  }
  return out;
}

const matches = (request: FastifyRequest, etag: string) => {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.trim() === '*' || header.split(',').some((tag) => tag.trim() === etag);
};

/**
 * HTTP caching written once: a GET route marked `config: { cache: 'public' }` answers with a
 * strong ETag over its serialized body and `Cache-Control: public, max-age=60`; a request
 * whose If-None-Match holds that ETag gets 304 and no body. Identical requests within a few
 * seconds share one computation. Only routes that never read the caller may be marked, so
 * a signed-in route marked `cache` is refused at start-up; every signed-in answer is
 * marked `no-store` instead, so no browser or proxy keeps one.
 */
export function httpCache(app: FastifyInstance, { memoMs = MEMO_MS } = {}) {
  const memo = new Map<string, Entry>();
  app.decorateRequest('cacheLeader', null);
  app.decorateRequest('cacheHit', null);

  app.addHook('onRoute', (route) => {
    if (route.config?.cache && needsAccount(route.config))
      throw new Error(`${route.url}: an answer that depends on the login cannot be cached`);
  });

  const remember = (key: string): Leader => {
    const now = Date.now();
    for (const [k, old] of memo)
      if (old.expires <= now || memo.size >= MEMO_ENTRIES) memo.delete(k);
    let resolve: Leader['settle'] = () => undefined;
    const entry: Entry = { answer: new Promise((r) => (resolve = r)), expires: now + PENDING_MS };
    memo.set(key, entry);
    return {
      settle: (answer) => {
        // Requests that arrived while it ran share the answer even when memoMs is 0.
        if (answer) entry.expires = Date.now() + memoMs;
        if (!answer && memo.get(key) === entry) memo.delete(key);
        resolve(answer);
      },
    };
  };

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.cache !== 'public' || request.method !== 'GET') return;
    const key = `${request.method} ${request.url}`;
    const entry = memo.get(key);
    if (!entry || entry.expires <= Date.now()) {
      request.cacheLeader = remember(key);
      return;
    }
    const answer = await entry.answer;
    // When the first request did not end in a 200, each waiting one computes its own answer.
    if (!answer) return;
    request.cacheHit = answer.etag;
    return reply.headers(answer.headers).send(answer.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (needsAccount(request.routeOptions.config)) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    }
    if (request.routeOptions.config.cache !== 'public' || request.method !== 'GET') return payload;
    const leader = request.cacheLeader;
    request.cacheLeader = null;
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      leader?.settle(null);
      return payload;
    }
    const etag = request.cacheHit ?? etagOf(payload);
    leader?.settle({ body: payload, etag, headers: sharedHeaders(reply) });
    reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
    if (!matches(request, etag)) return payload;
    reply.code(304);
    return '';
  });

  // A leader that never reached onSend (an aborted or failed request) lets its followers go.
  const release = async (request: FastifyRequest) => request.cacheLeader?.settle(null);
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}
