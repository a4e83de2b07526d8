import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig, type ServerConfig } from './config.ts';
import { holdPort } from './holdPort.ts';
import { startServer } from './main.ts';
import { MSG } from './plugins/messages.ts';

const dir = mkdtempSync(join(tmpdir(), 'checkup-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const configFor = (dataDir: string, port: number): ServerConfig => ({
  ...readConfig({}),
  port,
  host: '127.0.0.1',
  databaseUrl: undefined,
  dataDir,
  staticDir: join(dir, 'no-build'),
});

async function listening(): Promise<{ server: Server; port: number }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, port: typeof address === 'object' && address ? address.port : 0 };
}

describe('startServer (issue 10, item 10)', () => {
  it('fails on a port in use before touching the database', async () => {
    const busy = await listening();
    try {
      const fresh = join(dir, 'fresh');
      const empty = join(dir, 'empty');
      mkdirSync(empty);
      for (const dataDir of [fresh, empty])
        await expect(startServer(configFor(dataDir, busy.port))).rejects.toMatchObject({
          code: 'EADDRINUSE',
        });
      expect(readdirSync(dir).sort()).toEqual(['empty']);
      expect(readdirSync(empty)).toEqual([]);
    } finally {
      busy.server.close();
    }
  });

  it('answers 503 in the envelope while it starts, then frees the port for the app', async () => {
    const held = await holdPort(0, '127.0.0.1');
    const res = await fetch(`http://127.0.0.1:${held.port}/api/Hosp/env`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ code: 503, msg: MSG.starting, data: null });
    await held.release();
    const again = await holdPort(held.port, '127.0.0.1');
    await again.release();
  });

  it('starts on a free port, migrated and seeded, and closes its database with the app', async () => {
    const { app, port, seeded } = await startServer(configFor(join(dir, 'ok'), 0));
    try {
      expect(seeded).toBe(true);
      const res = await fetch(`http://127.0.0.1:${port}/api/Hosp/env`);
      expect(res.status).toBe(200);
    } finally {
      await app.close();
    }
  }, 60_000);
});
