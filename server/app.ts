import { existsSync } from 'node:fs';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import fastifyStatic from '@fastify/static';
import type { Db } from './db/db.ts';
import { makeDeps } from './makeDeps.ts';
import type { ServerConfig } from './config.ts';
import { registerErrorHandling } from './plugins/envelope.ts';
import { httpCache } from './plugins/httpCache.ts';
import { compressAnswers } from './plugins/compress.ts';
import { caseInsensitiveQuery } from './plugins/queryCase.ts';
import { clientErrorHandler, frameworkErrors } from './plugins/requestErrors.ts';
import { rejectUnsafeText } from './plugins/unsafeText.ts';
import type { PaymentGateway } from './plugins/outside/payments.ts';
import { authPlugin } from './plugins/auth.ts';
import { loopbackOnly } from './plugins/loopbackOnly.ts';
import { openApiRoute } from './plugins/openapi.ts';
import { sendAppConfig } from './plugins/appConfigScript.ts';
import {
  fastifyConnectionOptions,
  fastifyTrustProxy,
  guardConnections,
} from './plugins/connections.ts';
import { securityHeaders } from './plugins/securityHeaders.ts';
import { schemaController } from './plugins/bodyValidator.ts';
import { accountForToken, refusedSession } from './modules/auth/index.ts';
import { devModules, modules } from './modules/index.ts';

export interface AppOptions {
  db: Db;
  /** The built app (dist/); absent in API-only tests. */
  staticDir?: string | undefined;
  logger?: FastifyServerOptions['logger'];
  config?: ServerConfig;
  /** The payment provider; the simulated cashier when absent. */
  payments?: PaymentGateway;
  /** How long a public read answer is reused (plugins/httpCache.ts); 5 s when absent. */
  readMemoMs?: number;
  /** Sees every route as it is registered: the fuzzer reads their schemas. */
  onRoute?: (route: RouteOptions) => void;
}

export async function buildApp(options: AppOptions) {
  const { db, staticDir, logger = false, config, payments, readMemoMs, onRoute } = options;
  const deps = makeDeps(db, config);
  const { connections, trustProxy } = deps.config;
  // Paths are matched without regard to case: the spec writes both /api/hosp and /api/Hosp.
  const app = Fastify({
    logger,
    routerOptions: { caseSensitive: false },
    bodyLimit: 1_048_576,
    schemaController,
    frameworkErrors,
    clientErrorHandler,
    trustProxy: fastifyTrustProxy(trustProxy),
    ...fastifyConnectionOptions(connections),
  }).withTypeProvider<TypeBoxTypeProvider>();
  guardConnections(app.server, connections, trustProxy);
  if (onRoute) app.addHook('onRoute', onRoute);
  registerErrorHandling(app);
  caseInsensitiveQuery(app);
  rejectUnsafeText(app);
  httpCache(app, { memoMs: readMemoMs });
  await securityHeaders(app, { staticDir, config });

  if (payments) deps.payments = payments;
  authPlugin(
    app,
    (token, seen) => accountForToken(db, token, seen),
    (token) => refusedSession(db, token),
  );
  await app.register(async (api) => {
    await compressAnswers(api);
    for (const module of modules) await module(api, deps);
    // The contract for a hospital's team: production serves it only when a setting says so.
    if (deps.config.openApiServed) openApiRoute(api);
    // A scope of their own, so the loopback hook holds for them and nothing else.
    if (!deps.config.production)
      await api.register(async (dev) => {
        loopbackOnly(dev);
        for (const module of devModules) await module(dev, deps);
      });
  });

  if (staticDir && existsSync(staticDir)) {
    // The plugin serves files through a wildcard route; the router prefers every route
    // registered above (the API, /paySuccess, /order/:id/finish) to it, so no file or
    // missing file ever shadows them (static.test.ts).
    await app.register(fastifyStatic, {
      root: staticDir,
      // '/' is its own route below: with preCompressed, the plugin's index answers 404.
      index: false,
      // The build writes .br and .gz beside each asset (scripts/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, path) {
        // Hashed bundles never change; the page and its runtime config always revalidate.
        const hashed = /[\\/]assets[\\/]/.test(path);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', (_request, reply) => reply.sendFile('index.html'));
    app.get('/config.js', (_request, reply) => sendAppConfig(reply, staticDir, deps.config));
  }
  return app;
}
