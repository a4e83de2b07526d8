import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportListEntry } from '../../../src/contract/index.ts';
import * as api from '../../../src/contract/index.ts';
import { canCompare } from '../../../src/rules/reports.ts';
import { OPEN_HOSP_ID } from '../../seeds/seedData.ts';
import { demoToken } from '../../test/auth.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';
import { LIMITS } from '../auth/index.ts';
import { summaryOf } from './summarySteps.ts';
import { closePdfThreads, pdfsDrawn } from './pdfRenderer.ts';
import { summaryTooManyMsg } from './summaryService.ts';

// Issue 37: the doctor's summary is drawn once per exam and comparison set, kept beside the
// others of its exam (a kept one is only read: no row written, none left dead), and new
// drawings are limited per account.
const ctx = useTestApp();
let zhang = '';
let accountId = 0;
let exams: ReportListEntry[] = [];

const summary = (tjbh: string, compare?: string) => summaryOf(ctx.app, zhang, tjbh, compare);

/** The summary rows of the exam, with PostgreSQL's row version: a write changes it. */
const kept = async (tjbh: string) =>
  ctx.db.query<{ variant: string; xmin: string }>(
    `SELECT c.variant, c.xmin::text AS xmin FROM pdf_cache c JOIN exams e ON e.id = c.report_id
      WHERE c.report_kind = 'summary' AND e.tjbh = $1 ORDER BY c.variant`,
    [tjbh],
  );

beforeAll(async () => {
  zhang = await demoToken(ctx.app, 0);
  const [self] = (await inject(ctx.app, api.profileList, {}, zhang)).body.data;
  accountId = (
    await ctx.db.query<{ account_id: number }>(
      'SELECT account_id FROM user_profiles WHERE id = $1',
      [self!.id],
    )
  )[0]!.account_id;
  exams = (
    await inject(ctx.app, api.examRecords, { profileId: self!.id, hospId: OPEN_HOSP_ID }, zhang)
  ).body.data.filter(canCompare);
});

afterAll(closePdfThreads);

describe("the doctor's summary", () => {
  it('is drawn once per comparison set, each kept in its own row; asking again writes nothing', async () => {
    const [latest, a, b] = [exams[0]!.tjbh, exams[1]!.tjbh, exams[2]!.tjbh];
    const before = pdfsDrawn();
    expect((await summary(latest, a)).status).toBe(200);
    expect((await summary(latest, b)).status).toBe(200);
    expect(pdfsDrawn()).toBe(before + 2);
    const rows = await kept(latest);
    expect(rows.map((r) => r.variant)).toEqual([`compare:${a}`, `compare:${b}`].sort());
    // The same sets again, in another order or with the exam itself: read, not drawn or written.
    expect((await summary(latest, `${latest},${a}`)).status).toBe(200);
    expect((await summary(latest, b)).status).toBe(200);
    expect(pdfsDrawn()).toBe(before + 2);
    expect(await kept(latest)).toEqual(rows);
  });

  it(`draws at most ${LIMITS.summaryPerAccount.max} new ones an hour per account, saying how long to wait; a kept one is still answered`, async () => {
    const [latest, a, c] = [exams[0]!.tjbh, exams[1]!.tjbh, exams[3]!.tjbh];
    await ctx.db.query(
      `INSERT INTO auth_attempts (kind, subject) SELECT 'summary_draw', $1
         FROM generate_series(1, $2)`,
      [`account:${accountId}`, LIMITS.summaryPerAccount.max],
    );
    const refused = await summary(latest, c);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe(summaryTooManyMsg(LIMITS.summaryPerAccount.windowS));
    expect((await summary(latest, a)).status).toBe(200);
  });
});
