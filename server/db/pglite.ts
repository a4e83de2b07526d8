import { tsWorker } from '../tsWorker.ts';
import type { Db, Queryable } from './queryable.ts';
import type { DbReply, DbRequest, DbWorkerData } from './pgliteProtocol.ts';

// The embedded database (PGlite) runs in a worker thread of its own (pgliteWorker.ts) and
// takes one statement at a time there, in arrival order, a transaction holding it from BEGIN
// to COMMIT. On the server's thread a statement costs a message each way; the parsing,
// planning and running, two thirds of a signed-in request's work, happen beside it. Its
// answers arrive as messages, one event each, so the server reads its sockets between them.

type Pending = { resolve: (rows: unknown[] | undefined) => void; reject: (err: Error) => void };
type Sent = DbRequest extends infer R ? (R extends DbRequest ? Omit<R, 'id'> : never) : never;

/** The worker's error as an Error here, with PostgreSQL's fields (code, constraint...). */
function errorFrom(fields: NonNullable<DbReply['error']>): Error {
  return Object.assign(new Error(fields.message), fields);
}

export async function openPglite(dataDir?: string): Promise<Db> {
  const data: DbWorkerData = { dataDir };
  const worker = tsWorker(new URL('./pgliteWorker.ts', import.meta.url), data);
  const pending = new Map<number, Pending>();
  let failure: Error | null = null;
  let lastId = 0;
  let lastTx = 0;

  // The worker keeps the process alive only while a statement waits for its answer.
  const settle = (id: number) => {
    const entry = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return entry;
  };
  const fail = (err: Error) => {
    failure ??= err;
    for (const id of [...pending.keys()]) settle(id)?.reject(err);
  };
  worker.on('message', (reply: DbReply) => {
    const entry = settle(reply.id);
    if (reply.error) entry?.reject(errorFrom(reply.error));
    else entry?.resolve(reply.rows);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the database thread has stopped (${code})`)));

  const wait = (id: number) =>
    new Promise<unknown[] | undefined>((resolve, reject) => {
      if (failure) return reject(failure);
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject });
    });
  const send = (request: Sent) => {
    const id = ++lastId;
    const answer = wait(id);
    try {
      if (!failure) worker.postMessage({ ...request, id });
    } catch (err) {
      // A parameter that cannot cross to the database's thread (a function, a class of ours).
      settle(id)?.reject(err as Error);
    }
    return answer;
  };
  const rows = async <T>(sql: string, params: unknown[] | undefined, tx: number | null) =>
    ((await send({ op: 'query', sql, params: params ?? [], tx })) ?? []) as T[];

  await wait(0).catch(async (err: Error) => {
    await worker.terminate();
    throw err;
  });

  return {
    kind: 'pglite',
    query: <T>(sql: string, params?: unknown[]) => rows<T>(sql, params, null),
    exec: async (sql: string) => void (await send({ op: 'exec', sql })),
    async tx<T>(fn: (q: Queryable) => Promise<T>) {
      const tx = ++lastTx;
      let open = true;
      const q: Queryable = {
        query: <R>(sql: string, params?: unknown[]) => {
          if (!open) throw new Error('a query on a transaction that has ended');
          return rows<R>(sql, params, tx);
        },
      };
      await send({ op: 'begin', tx });
      try {
        const result = await fn(q);
        open = false;
        await send({ op: 'commit', tx });
        return result;
      } catch (err) {
        open = false;
        await send({ op: 'rollback', tx }).catch(() => undefined);
        throw err;
      }
    },
    async close() {
      if (failure) return;
      await send({ op: 'close' });
      failure = new Error('the database is closed');
      await worker.terminate();
    },
  };
}
