// The database as the server sees it, embedded (pglite.ts) or PostgreSQL (db.ts).

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
