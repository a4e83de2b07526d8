import pg from 'pg';
import { openPglite } from './pglite.ts';
import type { Db, Queryable } from './queryable.ts';

export { openPglite };
export type { Db, Queryable };

export interface DbOptions {
  /** A PostgreSQL URL; when absent the embedded database is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database's files; absent means in memory (tests). */
  dataDir?: string | undefined;
  /** Connections kept to a real PostgreSQL server (DB_POOL_SIZE); 10 when absent. */
  poolSize?: number | undefined;
}

export async function openDb(options: DbOptions): Promise<Db> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize)
    : openPglite(options.dataDir);
}

function openPostgres(url: string, poolSize = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async tx<T>(fn: (q: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: async <R>(sql: string, params?: unknown[]) =>
            (await client.query(sql, params)).rows as R[],
        });
        await client.query('COMMIT');
        return result;
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** The first row a query answers, or undefined when it answers none. */
export async function firstRow<T>(
  q: Queryable,
  sql: string,
  params?: unknown[],
): Promise<T | undefined> {
  const [row] = await q.query<T>(sql, params);
  return row;
}

/** The number a `SELECT count(*)::int AS n ...` answers. */
export async function countOf(q: Queryable, sql: string, params: unknown[]): Promise<number> {
  const [row] = await q.query<{ n: number }>(sql, params);
  return row?.n ?? 0;
}
