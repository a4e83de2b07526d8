import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Db } from './db.ts';

// The embedded database behind the server: its own thread, statements prepared once and read
// from the wire format. What goes in comes back as PGlite's own `query` gave it, errors carry
// PostgreSQL's fields, and a transaction holds the database until it ends.

let db: Db;

beforeAll(async () => {
  db = await openPglite();
  await db.exec(`CREATE TABLE t (id serial PRIMARY KEY, name text UNIQUE, n int,
    flag boolean, doc jsonb, at timestamptz, day date, price numeric(8,2), tags text[])`);
});
afterAll(() => db.close());

describe('values', () => {
  it('come back parsed, the same on the first run and the prepared ones', async () => {
    const at = new Date('2026-11-26T01:02:03.456Z');
    const insert = `INSERT INTO t (name, n, flag, doc, at, day, price, tags)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`;
    const [{ id }] = (await db.query<{ id: number }>(insert, [
      '张三',
      42,
      true,
      { a: [1, '二'] },
      at,
      '2026-11-26',
      '12.50',
      ['x', 'y,z'],
    ])) as [{ id: number }];
    const read =
      'SELECT name, n, flag, doc, at, day, price::float8 AS price, tags FROM t WHERE id = $1';
    for (let i = 0; i < 3; i++) {
      expect(await db.query(read, [id])).toEqual([
        {
          name: '张三',
          n: 42,
          flag: true,
          doc: { a: [1, '二'] },
          at,
          day: new Date('2026-11-26T00:00:00.000Z'),
          price: 12.5,
          tags: ['x', 'y,z'],
        },
      ]);
    }
  });

  it('null in, null out; no rows is an empty list; an array parameter matches ANY', async () => {
    await db.query('INSERT INTO t (name, n) VALUES ($1, $2)', ['null-n', null]);
    expect(await db.query('SELECT n, doc FROM t WHERE name = $1', ['null-n'])).toEqual([
      { n: null, doc: null },
    ]);
    expect(await db.query('SELECT 1 FROM t WHERE name = $1', ['nobody'])).toEqual([]);
    const names = await db.query<{ name: string }>(
      'SELECT name FROM t WHERE name = ANY($1::text[]) ORDER BY name',
      [['null-n', '张三', 'nobody']],
    );
    expect(names.map((r) => r.name)).toEqual(['null-n', '张三'].sort());
  });
});

describe('errors', () => {
  it("carry PostgreSQL's code and constraint, and the next statement runs as usual", async () => {
    await db.query('INSERT INTO t (name) VALUES ($1)', ['once']);
    const err = (await db
      .query('INSERT INTO t (name) VALUES ($1)', ['once'])
      .catch((e: unknown) => e)) as Error & { code: string; constraint: string };
    expect(err).toBeInstanceOf(Error);
    expect(err.code).toBe('23505');
    expect(err.constraint).toBe('t_name_key');
    expect(err.message).toMatch(/duplicate key/);
    expect(await db.query('SELECT count(*)::int AS n FROM t WHERE name = $1', ['once'])).toEqual([
      { n: 1 },
    ]);
    await expect(db.query('SELEKT 1')).rejects.toMatchObject({ code: '42601' });
  });

  it('a prepared statement whose table changed is prepared again', async () => {
    const all = 'SELECT * FROM t WHERE name = $1';
    expect(Object.keys((await db.query(all, ['once']))[0]!)).not.toContain('extra');
    await db.exec('ALTER TABLE t ADD COLUMN extra int');
    expect((await db.query(all, ['once']))[0]).toMatchObject({ name: 'once', extra: null });
  });
});

describe('transactions', () => {
  const count = async () =>
    (
      await db.query<{ n: number }>('SELECT count(*)::int AS n FROM t WHERE name LIKE $1', ['tx-%'])
    )[0]!.n;

  it('commit together; a throw rolls every statement back', async () => {
    await db.tx(async (q) => {
      await q.query('INSERT INTO t (name) VALUES ($1)', ['tx-1']);
      await q.query('INSERT INTO t (name) VALUES ($1)', ['tx-2']);
    });
    expect(await count()).toBe(2);
    await expect(
      db.tx(async (q) => {
        await q.query('INSERT INTO t (name) VALUES ($1)', ['tx-3']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count()).toBe(2);
  });

  it("hold the database: another caller's statement runs after the COMMIT", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const tx = db.tx(async (q) => {
      await q.query('INSERT INTO t (name) VALUES ($1)', ['tx-held']);
      await held;
    });
    // Sent while the transaction is open: it waits, and then sees the committed row.
    const outside = db.query<{ n: number }>('SELECT count(*)::int AS n FROM t WHERE name = $1', [
      'tx-held',
    ]);
    await new Promise((r) => setTimeout(r, 50));
    release();
    await tx;
    expect(await outside).toEqual([{ n: 1 }]);
  });

  it('whose statement failed and was caught do not commit', async () => {
    await expect(
      db.tx(async (q) => {
        await q.query('INSERT INTO t (name) VALUES ($1)', ['tx-lost']);
        await q.query('INSERT INTO t (name) VALUES ($1)', ['once']).catch(() => undefined);
      }),
    ).rejects.toThrow('transaction rolled back');
    expect(await db.query('SELECT 1 FROM t WHERE name = $1', ['tx-lost'])).toEqual([]);
  });
});
