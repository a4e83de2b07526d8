// A paged call's answer, the spec's `paging-headers` way: the body carries the page and its
// window, the header the window. A list that grows with a patient's history is read one page
// at a time, with a number of queries that does not grow with it.
import type { FastifyReply } from 'fastify';
import { PAGING_HEADER, type PagedEnvelope } from '../../src/contract/index.ts';
import type { PageWindow } from '../../src/contract/paging.ts';
import type { Queryable } from '../db/db.ts';

export type { PageWindow };

/** A page of the list's rows and the number of rows in the whole list. */
export interface Page<T> {
  rows: T[];
  total: number;
}

/**
 * A page and the size of the whole list, asked together: the page reads its rows from an
 * index in the list's order and stops, the count reads the list's index entries only.
 */
export async function pageOf<T>(rows: Promise<T[]>, total: Promise<number>): Promise<Page<T>> {
  const [page, count] = await Promise.all([rows, total]);
  return { rows: page, total: count };
}

/**
 * One account's list at one branch, newest first: a page of its rows, and its size. Each list
 * of a patient's own history (orders, company appointments, questionnaires, feedback) is one.
 */
export interface AccountList<Row> {
  rows(q: Queryable, accountId: number, hospId: number, window: PageWindow): Promise<Row[]>;
  count(q: Queryable, accountId: number, hospId: number): Promise<number>;
}

/** A page of an account's list at one branch, and the list's size. */
export const accountPage = <Row>(
  q: Queryable,
  list: AccountList<Row>,
  accountId: number,
  hospId: number,
  window: PageWindow,
) => pageOf(list.rows(q, accountId, hospId, window), list.count(q, accountId, hospId));

/** The rows of a page turned into what the contract sends, the total kept. */
export const mapPage = <A, B>(page: Page<A>, to: (row: A) => B): Page<B> => ({
  total: page.total,
  rows: page.rows.map(to),
});

/** The paged envelope, with the header that tells the client to keep the whole body. */
export function sendPage<T>(
  reply: FastifyReply,
  { offset, limit }: PageWindow,
  { rows, total }: Page<T>,
): PagedEnvelope<T> {
  reply.header(PAGING_HEADER, JSON.stringify({ total, offset, limit }));
  return { code: 200, msg: 'success', data: rows, total, offset, limit };
}
