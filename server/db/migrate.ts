import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './db.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

// Any fixed number shared by every instance: two servers starting on one PostgreSQL
// database must not apply the same migration twice.
const MIGRATION_LOCK = 7_302_114;

/** Applies, in name order, every SQL file of migrations/ that this database has not had. */
export async function migrate(db: Db): Promise<string[]> {
  const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  await db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await q.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await q.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    );
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = await readFile(migrationsDir + file, 'utf8');
      for (const statement of splitStatements(sql)) await q.query(statement);
      await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
  });
  return applied;
}

/** Splits a migration on the semicolons that end a line; our migrations hold no functions. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
