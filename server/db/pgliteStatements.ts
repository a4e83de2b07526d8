import { protocol, type PGlite } from '@electric-sql/pglite';
import { exchange, readAnswer, readDescription, type Answer, type Columns } from './pgliteWire.ts';

// PGlite's own `query` parses, plans and describes every statement anew, in five calls into
// the database. Here each distinct statement is parsed once under a name of its own and then
// run with one call (bind, execute, sync): a short query costs 3 to 5 times less.

const { serialize } = protocol;

/** Statements kept prepared at most: the server's SQL is a fixed set, far under this. */
const STATEMENTS_KEPT = 2000;
/** A cached plan that can no longer serve (its table changed under it) is prepared again. */
const STALE_STATEMENT = new Set(['0A000', '26000']);

interface Prepared {
  name: string;
  paramTypes: number[];
  /** The rows' columns, or null for a statement that answers no rows. */
  columns: Columns | null;
}

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

const SYNC = serialize.sync();
const EXECUTE = serialize.execute({});

export function preparedStatements(lite: PGlite) {
  const kept = new Map<string, Prepared>();
  const ranOnce = new Set<string>();
  let counter = 0;

  async function prepare(sql: string): Promise<Prepared> {
    const name = `s${++counter}`;
    const describe = concat([
      serialize.parse({ name, text: sql }),
      serialize.describe({ type: 'S', name }),
      SYNC,
    ]);
    const prepared = { name, ...readDescription(await exchange(lite, describe, false)) };
    kept.set(sql, prepared);
    if (kept.size > STATEMENTS_KEPT) {
      const [oldSql, old] = kept.entries().next().value!;
      kept.delete(oldSql);
      await exchange(lite, concat([serialize.close({ type: 'S', name: old.name }), SYNC]), false);
    }
    return prepared;
  }

  async function execute(sql: string, params: unknown[], syncToFs: boolean) {
    let prepared = kept.get(sql);
    if (prepared) {
      // Most recently used last, so the first entry is the one to let go.
      kept.delete(sql);
      kept.set(sql, prepared);
    } else prepared = await prepare(sql);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = lite.serializers[prepared.paramTypes[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const run = concat([serialize.bind({ statement: prepared.name, values }), EXECUTE, SYNC]);
    return readAnswer(lite, await exchange(lite, run, syncToFs), prepared.columns);
  }

  /**
   * A statement without parameters is run unnamed the first time, in one call: most such
   * statements run once (a migration's), and a first run costs the same either way.
   */
  async function runOnce(sql: string, syncToFs: boolean) {
    ranOnce.add(sql);
    if (ranOnce.size > STATEMENTS_KEPT) ranOnce.delete(ranOnce.values().next().value!);
    const once = concat([
      serialize.parse({ text: sql }),
      serialize.bind({}),
      serialize.describe({ type: 'P' }),
      EXECUTE,
      SYNC,
    ]);
    return readAnswer(lite, await exchange(lite, once, syncToFs), null);
  }

  return {
    /** Runs one statement; `syncToFs` outside a transaction, as PGlite's `query` does. */
    async run(sql: string, params: unknown[], syncToFs: boolean): Promise<Answer> {
      if (params.length === 0 && !kept.has(sql) && !ranOnce.has(sql)) return runOnce(sql, syncToFs);
      try {
        return await execute(sql, params, syncToFs);
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (!code || !STALE_STATEMENT.has(code) || !kept.has(sql)) throw err;
        kept.delete(sql);
        return execute(sql, params, syncToFs);
      }
    },
  };
}
