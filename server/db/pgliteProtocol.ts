// What the server's thread and the embedded database's thread (pgliteWorker.ts) say.

export interface DbWorkerData {
  /** Folder of the database's files; absent for one in memory (tests). */
  dataDir: string | undefined;
}

/** `tx` names the transaction a statement belongs to, null outside one. */
export type DbRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; tx: number | null }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'begin' | 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'close' };

/** The answer to request `id` (0: the database is open): its rows, or its error's fields. */
export interface DbReply {
  id: number;
  rows?: unknown[] | undefined;
  error?: Record<string, unknown> & { message: string };
}
