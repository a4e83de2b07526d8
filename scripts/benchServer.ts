// The server the benchmarks measure: the one at the given address, or one of their own,
// started the way `npm start` starts it, on a fresh embedded database (built first if the
// app is stale), stopped and removed by `stop()`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../server/config.ts';
import { startServer } from '../server/main.ts';
import { buildIfStale } from './buildIfStale.ts';

const root = new URL('..', import.meta.url).pathname;

export async function benchServer(given: string | undefined) {
  if (given) return { base: given, stop: async () => {} };
  const dataDir = mkdtempSync(join(tmpdir(), 'checkup-lh-'));
  const config = { ...readConfig(), port: 0, host: '127.0.0.1', dataDir, databaseUrl: undefined };
  await buildIfStale(root, config.staticDir);
  const { app, port } = await startServer(config);
  return {
    base: `http://127.0.0.1:${port}`,
    stop: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
