import type { Db } from '../db/db.ts';

/** A database that refuses every query: for the tests whose answers read no table. */
export const noDb: Db = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('no database in this test')),
  exec: () => Promise.reject(new Error('no database in this test')),
  tx: () => Promise.reject(new Error('no database in this test')),
  close: () => Promise.resolve(),
};
