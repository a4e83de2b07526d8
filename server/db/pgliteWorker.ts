import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { preparedStatements } from './pgliteStatements.ts';
import type { DbReply, DbRequest, DbWorkerData } from './pgliteProtocol.ts';

// The embedded database's own thread (see pglite.ts): PostgreSQL compiled to WebAssembly
// runs here, so its work shares no thread with the server's HTTP and JSON. Requests are
// run one at a time in arrival order, except that while a transaction is open only its own
// statements run: the others wait for its COMMIT or ROLLBACK.

const { dataDir } = (workerData as { data: DbWorkerData }).data;
const port = parentPort!;
const lite = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
const statements = preparedStatements(lite);

const queue: DbRequest[] = [];
let openTx: number | null = null;
let running = false;

/** What crosses to the main thread of an error: its message and PostgreSQL's fields. */
function errorOf(err: unknown, sql: string | undefined) {
  const e = err instanceof Error ? err : new Error(String(err));
  return { ...(e as unknown as Record<string, unknown>), message: e.message, query: sql };
}

async function run(request: DbRequest): Promise<unknown[] | undefined> {
  switch (request.op) {
    case 'query':
      return (await statements.run(request.sql, request.params, request.tx === null)).rows;
    case 'exec':
      await lite.exec(request.sql);
      return undefined;
    case 'begin':
      await statements.run('BEGIN', [], false);
      openTx = request.tx;
      return undefined;
    case 'commit': {
      openTx = null;
      const commit = await statements.run('COMMIT', [], true);
      // COMMIT of a transaction a failed statement aborted answers ROLLBACK, not an error.
      if (commit.command === 'ROLLBACK') throw new Error('transaction rolled back');
      return undefined;
    }
    case 'rollback':
      openTx = null;
      await statements.run('ROLLBACK', [], true);
      return undefined;
    case 'close':
      await lite.close();
      return undefined;
  }
}

/** The next request that may run now: the open transaction's own, or the oldest. */
function next(): DbRequest | undefined {
  const i = openTx === null ? 0 : queue.findIndex((r) => 'tx' in r && r.tx === openTx);
  return i < 0 ? undefined : queue.splice(i, 1)[0];
}

async function drain() {
  if (running) return;
  running = true;
  for (let request = next(); request; request = next()) {
    let reply: DbReply;
    try {
      reply = { id: request.id, rows: await run(request) };
    } catch (err) {
      reply = { id: request.id, error: errorOf(err, 'sql' in request ? request.sql : undefined) };
    }
    port.postMessage(reply);
  }
  running = false;
}

port.on('message', (request: DbRequest) => {
  queue.push(request);
  void drain();
});
port.postMessage({ id: 0 } satisfies DbReply);
