// Every list that grows with a patient's history is paged on the server: its bounds, its
// order across pages, and a number of queries per page that does not grow with the history.
import { beforeAll, describe, expect, it } from 'vitest';
import type { PackageSummary } from '../../src/contract/index.ts';
import { PACKAGE_SORTS, comparePackages, shownForSex } from '../../src/rules/packageOrder.ts';
import { OPEN_HOSP_ID, demoUsers } from '../seeds/seedData.ts';
import { samePerson } from '../modules/people/index.ts';
import { demoToken } from '../test/auth.ts';
import { historyOwner, seedHistory, type HistoryOwner } from '../test/history.ts';
import { getJson, useTestApp } from '../test/testApp.ts';
import { MSG } from './messages.ts';
import { urlOf } from '../test/inject.ts';
import * as api from '../../src/contract/index.ts';

const ctx = useTestApp();

// Demo user 1 has a short history, demo user 2 a long one.
const SHORT = 5;
const LONG = 200;
const owners: HistoryOwner[] = [];
const tokens: string[] = [];

beforeAll(async () => {
  for (const [index, n] of [
    [1, SHORT],
    [2, LONG],
  ] as const) {
    const owner = await historyOwner(ctx.db, demoUsers[index]!.mobile, OPEN_HOSP_ID);
    await seedHistory(ctx.db, owner, n, String(10 + index));
    owners[index] = owner;
    tokens[index] = await demoToken(ctx.app, index);
  }
}, 60_000);

interface List {
  name: string;
  url: (o: HistoryOwner) => string;
  /** What tells the rows apart. */
  key: (row: Record<string, unknown>) => unknown;
  /** The whole list of the owner in the spec's order, as the keys `key` reads. */
  expected: (o: HistoryOwner) => Promise<unknown[]>;
}

const column = async (sql: string, params: unknown[]) =>
  (await ctx.db.query<{ k: unknown }>(sql, params)).map((r) => r.k);

const PERSON_OF = (alias: string) =>
  `JOIN user_profiles p ON ${samePerson('p', alias)} AND p.account_id = $1 AND p.jlzt = 1`;

const LISTS: List[] = [
  {
    name: 'GetUserOrders, newest first',
    url: () => urlOf(api.userOrders, { hospId: OPEN_HOSP_ID } as never),
    key: (r) => r.orderNo,
    expected: (o) =>
      column(
        `SELECT order_no AS k FROM personal_orders WHERE account_id = $1 AND hosp_id = $2
           AND appoint_status <> 0 ORDER BY created_at DESC, id DESC`,
        [o.accountId, o.hospId],
      ),
  },
  {
    name: 'ExamRecords, newest exam first',
    url: (o) => urlOf(api.examRecords, { profileId: o.profileId, hospId: OPEN_HOSP_ID }),
    key: (r) => r.tjbh,
    expected: (o) =>
      column(
        `SELECT e.tjbh AS k FROM exams e ${PERSON_OF('e')}
          WHERE p.id = $2 AND e.hosp_id = $3 ORDER BY e.tjrq DESC, e.id DESC`,
        [o.accountId, o.profileId, o.hospId],
      ),
  },
  {
    name: 'ExternalReports, newest first',
    url: (o) => urlOf(api.externalReports, { profileId: o.profileId, hospId: OPEN_HOSP_ID }),
    key: (r) => `${String(r.tjbh)} ${String(r.inspection_item_name)}`,
    expected: (o) =>
      column(
        `SELECT x.tjbh || ' ' || x.inspection_item_name AS k FROM external_reports x
           ${PERSON_OF('x')} WHERE p.id = $2 AND x.hosp_id = $3
          ORDER BY x.report_date DESC, x.id DESC`,
        [o.accountId, o.profileId, o.hospId],
      ),
  },
  {
    name: 'company/appointments, exam number descending',
    url: () => urlOf(api.companyAppointments, { hospid: OPEN_HOSP_ID }),
    key: (r) => r.examNo,
    expected: (o) =>
      column(
        `SELECT DISTINCT ON (a.exam_no) a.exam_no AS k FROM company_appointments a
           ${PERSON_OF('a')} WHERE a.hosp_id = $2 ORDER BY a.exam_no DESC`,
        [o.accountId, o.hospId],
      ),
  },
  {
    name: 'UserSurveys, newest first',
    url: () => urlOf(api.userSurveys, { hospid: OPEN_HOSP_ID }),
    key: (r) => r.id,
    expected: (o) =>
      column(
        `SELECT id AS k FROM user_surveys WHERE account_id = $1 AND hosp_id = $2
          ORDER BY create_time DESC, id DESC`,
        [o.accountId, o.hospId],
      ),
  },
  {
    name: 'feedbackList, newest first',
    url: () => urlOf(api.feedbackList, { hospid: OPEN_HOSP_ID }),
    key: (r) => r.id,
    expected: (o) =>
      column(
        `SELECT id AS k FROM feedback WHERE account_id = $1 AND hosp_id = $2
          ORDER BY created_at DESC, id DESC`,
        [o.accountId, o.hospId],
      ),
  },
];

interface PagedBody {
  code: number;
  msg: string;
  data: Array<Record<string, unknown>>;
  total: number;
  offset: number;
  limit: number;
}

const get = (url: string, token: string | null) => getJson<PagedBody['data']>(ctx.app, url, token);

async function page(list: List, index: number, query: string) {
  const res = await get(`${list.url(owners[index]!)}&${query}`, tokens[index]!);
  return { ...res, body: res.body as unknown as PagedBody };
}

/** The queries the database is asked while one request is answered. */
async function queriesOf(url: string, token: string) {
  const db = ctx.db;
  const query = db.query;
  let count = 0;
  db.query = <T>(sql: string, params?: unknown[]) => {
    count += 1;
    return query.call(db, sql, params) as Promise<T[]>;
  };
  try {
    const res = await get(url, token);
    expect(res.status).toBe(200);
  } finally {
    db.query = query;
  }
  return count;
}

describe.each(LISTS)('$name', (list) => {
  it('answers the first 10 by default, with the total in the body and the header', async () => {
    const expected = await list.expected(owners[2]!);
    expect(expected.length).toBeGreaterThanOrEqual(LONG);
    const res = await get(list.url(owners[2]!), tokens[2]!);
    const body = res.body as unknown as PagedBody;
    expect(res.status).toBe(200);
    expect(body.data.map(list.key)).toEqual(expected.slice(0, 10));
    expect([body.total, body.offset, body.limit]).toEqual([expected.length, 0, 10]);
    expect(JSON.parse(String(res.headers['paging-headers']))).toEqual({
      total: expected.length,
      offset: 0,
      limit: 10,
    });
  });

  it('walks the whole list in pages of 7: each row once, none missed, in order', async () => {
    const expected = await list.expected(owners[2]!);
    const seen: unknown[] = [];
    for (let offset = 0; offset < expected.length; offset += 7) {
      const { body } = await page(list, 2, `offset=${offset}&limit=7`);
      expect(body.total).toBe(expected.length);
      seen.push(...body.data.map(list.key));
    }
    expect(seen).toEqual(expected);
  });

  it('answers no rows and the total past the end', async () => {
    const total = (await list.expected(owners[1]!)).length;
    const { status, body } = await page(list, 1, `offset=${total + 5}&limit=10`);
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 200,
      msg: 'success',
      data: [],
      total,
      offset: total + 5,
      limit: 10,
    });
  });

  it('refuses a limit over 50 in the envelope', async () => {
    const { status, body } = await page(list, 2, 'limit=51');
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, msg: MSG.badInput, data: null });
  });

  it(`asks as many queries for a page of ${LONG} records as of ${SHORT}`, async () => {
    const short = await queriesOf(list.url(owners[1]!), tokens[1]!);
    const long = await queriesOf(list.url(owners[2]!), tokens[2]!);
    expect(long).toBe(short);
    // The session, the page, its count and a few batched reads of what the rows show (their
    // combos, and their time ranges and branches from the modules that own them).
    expect(long).toBeLessThanOrEqual(9);
  });
});

describe('package/list', () => {
  const all = () =>
    ctx.db.query<PackageSummary>(
      `SELECT id, sort, appoint_count, sale_price::float8 AS sale_price, sex_limit, exam_type_id
         FROM packages WHERE hosp_id = $1`,
      [OPEN_HOSP_ID],
    );

  it.each(PACKAGE_SORTS.flatMap((sort) => ([0, 1, 2] as const).map((sex) => ({ sort, sex }))))(
    'pages $sort for sex $sex in the order the app would sort them, ties by id',
    async ({ sort, sex }) => {
      const expected = (await all())
        .filter((p) => shownForSex(p, sex))
        .sort(comparePackages(sort))
        .map((p) => p.id);
      const seen: number[] = [];
      for (let offset = 0; offset < expected.length; offset += 3) {
        const res = await get(
          urlOf(api.packageList, { hospId: OPEN_HOSP_ID, sort, sex, offset, limit: 3 } as never),
          null,
        );
        const body = res.body as unknown as PagedBody;
        expect(body.total).toBe(expected.length);
        seen.push(...body.data.map((p) => p.id as number));
      }
      expect(seen).toEqual(expected);
    },
  );

  it('keeps one exam type, the default order when none is asked', async () => {
    const packages = await all();
    const typeId = packages[0]!.exam_type_id;
    const expected = packages
      .filter((p) => p.exam_type_id === typeId)
      .sort(comparePackages('default'))
      .map((p) => p.id);
    const res = await get(
      urlOf(api.packageList, { hospId: OPEN_HOSP_ID, examTypeId: typeId, limit: 50 } as never),
      null,
    );
    const body = res.body as unknown as PagedBody;
    expect(body.data.map((p) => p.id)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('refuses an unknown order and a limit over 50', async () => {
    for (const query of [{ sort: 'cheapest' }, { sex: 3 }, { limit: 51 }, { offset: -1 }]) {
      const res = await get(
        urlOf(api.packageList, { hospId: OPEN_HOSP_ID, ...query } as never),
        null,
      );
      expect([res.status, res.body.code, res.body.msg]).toEqual([400, 400, MSG.badInput]);
    }
  });
});
