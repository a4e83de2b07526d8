import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../app.ts';
import { openPglite, type Db } from '../db/db.ts';
import { migrate } from '../db/migrate.ts';
import { seedIfEmpty } from '../seeds/seed.ts';
import { makeDeps } from '../makeDeps.ts';

export interface TestContext {
  app: FastifyInstance;
  db: Db;
}

/** A fresh in-memory database, migrated and seeded, behind the real app. */
export async function createTestApp(
  options: Pick<AppOptions, 'onRoute' | 'config'> = {},
): Promise<TestContext> {
  const db = await openPglite();
  await migrate(db);
  // Tests write to the database between reads, which nothing in the server does: each read
  // sees the last write, while reads at the same moment still share one query.
  const app = await buildApp({ db, readMemoMs: 0, ...options });
  await seedIfEmpty(db, makeDeps(db).vault);
  return { app, db };
}

export async function closeTestApp(ctx: TestContext | undefined) {
  await ctx?.app.close();
  await ctx?.db.close();
}

/**
 * The test file's app: started before its tests, closed after them. The object is filled in
 * by the first `beforeAll`, so its fields are read only inside tests and later hooks.
 */
export function useTestApp(): TestContext {
  const ctx = {} as Partial<TestContext>;
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp());
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.db?.close();
  });
  return ctx as TestContext;
}

/** GET through `inject` (as the account of `token`, when given), with the parsed envelope. */
export async function getJson<T = unknown>(
  app: FastifyInstance,
  url: string,
  token?: string | null,
) {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: res.statusCode,
    headers: res.headers,
    body: res.json() as { code: number; msg: string; data: T },
  };
}
