import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a route or service needs from the database: one query at a time. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** The database: embedded PostgreSQL (PGlite) or a real PostgreSQL server, same SQL. */
export interface Db extends Queryable {
  /** Runs several statements with no parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

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

export async function openPglite(dataDir?: string): Promise<Db> {
  const lite = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      return (await lite.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await lite.exec(sql);
    },
    tx<T>(fn: (q: Queryable) => Promise<T>) {
      return lite.transaction(async (t) =>
        fn({
          query: async <R>(sql: string, params?: unknown[]) => (await t.query<R>(sql, params)).rows,
        }),
      );
    },
    close: () => lite.close(),
  };
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
