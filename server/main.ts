import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, checkConfig, readConfig, type ServerConfig } from './config.ts';
import { openDb } from './db/db.ts';
import { holdPort } from './holdPort.ts';
import { LISTEN_BACKLOG } from './plugins/connections.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './seeds/seed.ts';
import { fingerprintProfilePhones } from './modules/profiles/index.ts';
import { makeDeps, refuseSimulatedGateways } from './makeDeps.ts';
import { startHousekeeping } from './modules/housekeeping/index.ts';

/**
 * Holds the port, opens the database, brings it up to date, seeds it the first time, and
 * listens: a start refused (port in use, demo keys in production) changes no database.
 */
export async function startServer(config: ServerConfig = readConfig()) {
  refuseSimulatedGateways(config);
  const held = await holdPort(config.port, config.host, config);
  const { app, db, seeded, onClosed } = await openApp(config).finally(() => held.release());
  try {
    await app.listen({ port: held.port, host: config.host, backlog: LISTEN_BACKLOG });
  } catch (err) {
    await app.close();
    throw err;
  }
  onClosed(startHousekeeping(db, app.log));
  return { app, port: held.port, seeded, db };
}

/**
 * The settings of a start and every problem with them, the simulated gateways of a
 * production start included: all known before a port is bound or the database opened.
 */
export function checkStart(env: NodeJS.ProcessEnv): { config: ServerConfig; problems: string[] } {
  const { config, problems } = checkConfig(env);
  try {
    refuseSimulatedGateways(config);
  } catch (err) {
    problems.push((err as Error).message.replace(/^NODE_ENV=production refuses to start: /, ''));
  }
  return { config, problems };
}

/**
 * The settings of a start from the command line (this file, `npm start`, `npm run dev`), or
 * the exit: an operator's mistake, not the program's, so its list without a stack trace.
 */
export function configOrExit(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const { config, problems } = checkStart(env);
  if (problems.length === 0) return config;
  console.error(new ConfigError(problems).message);
  process.exit(1);
}

/** The database, migrated and seeded, behind the app; closed with the app. */
async function openApp(config: ServerConfig) {
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const { databaseUrl, dataDir, dbPoolSize: poolSize } = config;
  const db = await openDb({ databaseUrl, dataDir, poolSize });
  try {
    await migrate(db);
    const { vault } = makeDeps(db, config);
    await fingerprintProfilePhones(db, vault);
    const seeded =
      config.seed !== 'none' &&
      (await seedIfEmpty(db, vault, {
        demoAccounts: config.seed === 'demo',
      }));
    const app = await buildApp({
      db,
      staticDir: config.staticDir,
      config,
      logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    });
    // Fastify takes no hook once it listens: what starts later is stopped through this one.
    // Each stop waits for its work under way, which needs the database.
    const stops: Array<() => Promise<void>> = [];
    app.addHook('onClose', async () => {
      await Promise.all(stops.map((stop) => stop()));
      await db.close();
    });
    return { app, db, seeded, onClosed: (stop: () => Promise<void>) => void stops.push(stop) };
  } catch (err) {
    await db.close();
    throw err;
  }
}

const runDirectly =
  process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (runDirectly) {
  const { app, port, seeded } = await startServer(configOrExit());
  console.log(
    `API server on http://localhost:${port} (${seeded ? 'seeded a new database' : 'database kept'})`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
}
