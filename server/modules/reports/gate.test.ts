import { beforeAll, describe, expect, it } from 'vitest';
import type { Profile, RatingItem, ReportListEntry } from '../../../src/contract/index.ts';
import { CODE_RATING_FIRST } from '../../../src/rules/reportGate.ts';
import { RATING_WINDOW_DAYS, canCompare } from '../../../src/rules/reports.ts';
import { OPEN_HOSP_ID } from '../../db/seedData.ts';
import { demoToken, post } from '../../test/auth.ts';
import { getJson, useTestApp } from '../../test/testApp.ts';
import { REPORT_MSG } from './messages.ts';

// The rating gate (spec 2: rating_before_report 是, the exam unrated and under 180 days old)
// kept by the server: `/report?repid=` or a PDF opened directly does not pass it by.

const ctx = useTestApp();
let chen = '';
let zhang = '';
let self: Profile;
let exams: ReportListEntry[] = [];

const DAY_MS = 86_400_000;

const get = (url: string, token: string | null) => getJson<unknown>(ctx.app, url, token);
const reportUrl = (e: ReportListEntry) => `/api/report/query?tjbh=${e.tjbh}`;
const pdfUrl = (e: ReportListEntry) =>
  `/api/report/pdfReport?hospId=${OPEN_HOSP_ID}&reportKey=${e.reportKey}&name=${encodeURIComponent(e.name)}`;

function expectGate(res: { status: number; body: { code: number; msg: string } }) {
  expect(res.status).toBe(CODE_RATING_FIRST);
  expect(res.body.code).toBe(CODE_RATING_FIRST);
  expect(res.body.msg).toBe(REPORT_MSG.ratingFirst);
  expect(res.body.msg).toMatch(/评价/);
}

const setGate = (value: string) =>
  ctx.db.query(
    "UPDATE hosp_configs SET value = $2 WHERE hosp_id = $1 AND code = 'rating_before_report'",
    [OPEN_HOSP_ID, value],
  );

/** The exam's date moved to `days` days before today in China, as the gate counts them. */
const examAged = (tjbh: string, days: number) =>
  ctx.db.query('UPDATE exams SET tjrq = $2 WHERE tjbh = $1', [
    tjbh,
    new Date(Date.now() + 8 * 3_600_000 - days * DAY_MS).toISOString().slice(0, 10),
  ]);

beforeAll(async () => {
  chen = await demoToken(ctx.app, 3);
  zhang = await demoToken(ctx.app, 0);
  [self] = (await getJson<Profile[]>(ctx.app, '/api/user/getprofile', chen)).body.data as [Profile];
  const list = `/api/report/ExamRecords?profileId=${self.id}&hospid=${OPEN_HOSP_ID}`;
  exams = (await getJson<ReportListEntry[]>(ctx.app, list, chen)).body.data.filter(canCompare);
});

/** 陈刚's latest: a month old, unrated, its PDF allowed. */
const latest = () => exams[0]!;
/** His second latest: about 340 days old, unrated. */
const older = () => exams[1]!;

describe('the gate on, the exam unrated and recent', () => {
  it('refuses its report to its own patient with the Chinese message', async () => {
    expect(latest().is_rated).toBe(false);
    expectGate(await get(reportUrl(latest()), chen));
  });

  it('refuses its PDF to its own patient signed in; a visitor with key and name is not gated', async () => {
    expectGate(await get(pdfUrl(latest()), chen));
    // A visitor cannot rate: a link opened outside the app shows the PDF.
    expect((await get(pdfUrl(latest()), null)).status).toBe(200);
    // Another account cannot rate this exam either: its key and name open it.
    expect((await get(pdfUrl(latest()), zhang)).status).toBe(200);
  });

  it('counts 180 days as the spec does: day 179 is gated, day 180 is not', async () => {
    const exam = older();
    const before = exam.tjrq;
    try {
      await examAged(exam.tjbh, RATING_WINDOW_DAYS - 1);
      expectGate(await get(reportUrl(exam), chen));
      await examAged(exam.tjbh, RATING_WINDOW_DAYS);
      expect((await get(reportUrl(exam), chen)).status).toBe(200);
    } finally {
      await ctx.db.query('UPDATE exams SET tjrq = $2 WHERE tjbh = $1', [exam.tjbh, before]);
    }
  });
});

describe('answered', () => {
  it('an unrated exam older than 180 days', async () => {
    expect(older().is_rated).toBe(false);
    const res = await get(reportUrl(older()), chen);
    expect(res.status).toBe(200);
    expect((res.body.data as { tjbh: string }).tjbh).toBe(older().tjbh);
  });

  it('every report and PDF with rating_before_report off', async () => {
    await setGate('否');
    try {
      expect((await get(reportUrl(latest()), chen)).status).toBe(200);
      expect((await get(pdfUrl(latest()), chen)).status).toBe(200);
    } finally {
      await setGate('是');
    }
    expectGate(await get(reportUrl(latest()), chen));
  });

  it('a rated exam: the report and the PDF open once the patient has rated it', async () => {
    const items = (await get('/api/rating/list', chen)).body.data as RatingItem[];
    const saved = await post(
      ctx.app,
      '/api/rating/save',
      {
        tjbh: latest().tjbh,
        total_rating: 5,
        rating_items: items.map((i) => ({ ...i, rating: 5 })),
        comment: '',
      },
      chen,
    );
    expect(saved.status).toBe(200);
    expect((await get(reportUrl(latest()), chen)).status).toBe(200);
    expect((await get(pdfUrl(latest()), chen)).status).toBe(200);
  });
});
