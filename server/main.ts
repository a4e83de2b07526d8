import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { openDb } from './db/db.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed.ts';
import { makeDeps, refuseSimulatedGateways } from './deps.ts';
import { startHousekeeping } from './modules/housekeeping/schedule.ts';

/** Opens the database, brings it up to date, seeds it the first time, and listens. */
export async function startServer(config: ServerConfig = readConfig()) {
  refuseSimulatedGateways(config);
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  const app = await buildApp({
    db,
    staticDir: config.staticDir,
    config,
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  });
  const seeded = await seedIfEmpty(db, makeDeps(db, config).vault, {
    demoAccounts: !config.production,
  });
  const stopHousekeeping = startHousekeeping(db, app.log);
  app.addHook('onClose', async () => {
    stopHousekeeping();
    await db.close();
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return { app, port, seeded, db };
}

const runDirectly =
  process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/\\/g, '/'));
if (runDirectly) {
  const { app, port, seeded } = await startServer();
  console.log(
    `API server on http://localhost:${port} (${seeded ? 'seeded a new database' : 'database kept'})`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
}
