import { beforeAll, describe, expect, it } from 'vitest';
import type { Profile, ReportListEntry } from '../../../src/contract/index.ts';
import { ENDPOINTS } from '../../../src/contract/endpoints.ts';
import { CODE_RATING_FIRST } from '../../../src/rules/reportGate.ts';
import { RATING_WINDOW_DAYS, canCompare } from '../../../src/rules/reports.ts';
import { OPEN_HOSP_ID } from '../../seeds/seedData.ts';
import { demoToken } from '../../test/auth.ts';
import { useTestApp } from '../../test/testApp.ts';
import { createShare, openShare, readShared, tokenOf } from '../shares/shareSteps.ts';
import { REPORT_MSG } from './messages.ts';
import { inject } from '../../test/inject.ts';
import * as api from '../../../src/contract/index.ts';

// The rating gate (spec 2: rating_before_report 是, the exam unrated and under 180 days old)
// kept by the server on EVERY call that reveals an exam's results (issue 36, item 2): the
// contract's calls that name an exam, a report key or a share are listed here, each either
// probed for the gate or exempt with its reason, so a call added later without the gate
// fails this file until it is one or the other.

const ctx = useTestApp();
let chen = '';
let zhang = '';
let self: Profile;
let exams: ReportListEntry[] = [];
/** A lab value both of 陈刚's latest exams have: the trend's probe. */
let node = { item: '', node: '' };
/** A share of the gated exam made while the gate was off, and a reader's grant of it. */
let shared = { t: '', code: '', grant: '' };

const DAY_MS = 86_400_000;

type Answer = { status: number; body: { code: number; msg: string } };
const reportOf = (e: ReportListEntry, token: string | null) =>
  inject(ctx.app, api.reportQuery, { tjbh: e.tjbh }, token);
const pdfOf = (e: ReportListEntry, token: string | null) =>
  inject(
    ctx.app,
    api.pdfReport,
    { hospId: OPEN_HOSP_ID, reportKey: e.reportKey!, name: e.name },
    token,
  );
const trendOf = (e: ReportListEntry, token: string | null) =>
  inject(ctx.app, api.reportTrend, { tjbh: e.tjbh, item: node.item, node: node.node }, token);
const asAnswer = (r: { status: number; msg: string }): Answer => ({
  status: r.status,
  body: { code: r.status, msg: r.msg },
});

function expectGate(res: Answer, msg = REPORT_MSG.ratingFirst) {
  expect(res.status).toBe(CODE_RATING_FIRST);
  expect(res.body.code).toBe(CODE_RATING_FIRST);
  expect(res.body.msg).toBe(msg);
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

/** 陈刚's latest: a month old, unrated, its PDF allowed. */
const latest = () => exams[0]!;
/** His second latest: about 340 days old, unrated. */
const older = () => exams[1]!;

beforeAll(async () => {
  chen = await demoToken(ctx.app, 3);
  zhang = await demoToken(ctx.app, 0);
  [self] = (await inject(ctx.app, api.profileList, {}, chen)).body.data as [Profile];
  exams = (
    await inject(ctx.app, api.examRecords, { profileId: self.id, hospId: OPEN_HOSP_ID }, chen)
  ).body.data.filter(canCompare);
  const report = (await reportOf(older(), chen)).body.data;
  const lab = report.items.find((i) => i.item_type === 2)!;
  node = { item: lab.item_name, node: lab.result[0]!.node_name };
  // A share made before the branch turned the gate on, opened by its reader then.
  await setGate('否');
  try {
    const made = await createShare(ctx.app, chen, { tjbh: latest().tjbh });
    const t = tokenOf(made.data);
    const opened = await openShare(ctx.app, { t, code: made.data.code });
    shared = { t, code: made.data.code, grant: opened.data.grant };
  } finally {
    await setGate('是');
  }
});

/** Each call that reveals an exam's results, asked for 陈刚's gated latest exam. */
const REVEALING: Record<string, { probe: () => Promise<Answer>; msg?: () => string }> = {
  reportQuery: { probe: () => reportOf(latest(), chen) },
  reportCompare: {
    probe: () =>
      inject(ctx.app, api.reportCompare, { tjbh: `${older().tjbh},${latest().tjbh}` }, chen),
  },
  reportTrend: { probe: () => trendOf(latest(), chen) },
  pdfReport: { probe: () => pdfOf(latest(), chen) },
  doctorSummary: { probe: () => inject(ctx.app, api.doctorSummary, { tjbh: latest().tjbh }, chen) },
  shareCreate: {
    probe: async () => asAnswer(await createShare(ctx.app, chen, { tjbh: latest().tjbh })),
  },
  // A share's reader cannot rate: told whose rating it waits for.
  shareOpen: {
    probe: async () => asAnswer(await openShare(ctx.app, { t: shared.t, code: shared.code })),
    msg: () => REPORT_MSG.ratingPending,
  },
  shareReport: {
    probe: async () => asAnswer(await readShared(ctx.app, shared.grant, latest().tjbh)),
    msg: () => REPORT_MSG.ratingPending,
  },
};

/** The calls that name an exam, a key or a share but reveal no result, each with why. */
const EXEMPT: Record<string, string> = {
  examRecords: "the exams' progress and keys, no value: the list is where a gated exam is rated",
  externalReports: 'reports made elsewhere: no rating of the centre is owed for them',
  ratingList: 'the items to rate',
  ratingRecord: "the patient's own rating, no result",
  saveRating: 'the rating that opens the gate',
  shareList: "the owner's shares: who, when, the state; no result",
  shareEnd: 'ends a share',
  queueLogin: "today's queue: places and rooms, no result",
  queueLoginByKey: "today's queue: places and rooms, no result",
  queueQueryState: "today's queue: places and rooms, no result",
  saveCompanyAppointment: 'a booking (examNo is the appointment), no result',
  unitOrder: 'a company booking by exam number, no result',
};

/** Every call of the contract that names an exam, a report key or a share, by its name. */
function namingAnExam(): string[] {
  const naming = new Set(['tjbh', 'examno', 'examNo', 'reportKey', 'grant', 't', 'repid']);
  const areas = ['/api/report/', '/api/rating/', '/api/share/'];
  return ENDPOINTS.filter(([, e]) => {
    const fields = Object.keys({
      ...(e.query as { properties?: object } | undefined)?.properties,
      ...(e.body as { properties?: object } | undefined)?.properties,
    });
    const inArea = areas.some((a) => e.path.toLowerCase().startsWith(a));
    return inArea || fields.some((f) => naming.has(f));
  })
    .map(([name]) => name)
    .sort();
}

describe('every call that reveals an exam', () => {
  it('is listed: gated, or exempt with its reason', () => {
    expect(namingAnExam()).toEqual([...Object.keys(REVEALING), ...Object.keys(EXEMPT)].sort());
  });

  it.each(Object.keys(REVEALING))('%s keeps the gate with its Chinese words', async (name) => {
    const { probe, msg } = REVEALING[name]!;
    expectGate(await probe(), msg?.());
  });
});

describe('the gate on, the exam unrated and recent', () => {
  it('holds its PDF whoever opens the key: a link passed on opens nothing its owner could not', async () => {
    expect(latest().is_rated).toBe(false);
    expectGate(await pdfOf(latest(), null), REPORT_MSG.ratingPending);
    expectGate(await pdfOf(latest(), zhang), REPORT_MSG.ratingPending);
  });

  it("leaves its value out of an older exam's trend and names it; with the gate off it is in", async () => {
    const gated = await trendOf(older(), chen);
    expect(gated.status).toBe(200);
    const points = gated.body.data.points.map((p) => p.tjbh);
    expect(points).toContain(older().tjbh);
    expect(points).not.toContain(latest().tjbh);
    expect(gated.body.data.gated).toEqual([{ tjbh: latest().tjbh, tjrq: latest().tjrq }]);
    await setGate('否');
    try {
      const open = (await trendOf(older(), chen)).body.data;
      expect(open.points.at(-1)!.tjbh).toBe(latest().tjbh);
      expect(open.gated).toEqual([]);
    } finally {
      await setGate('是');
    }
  });

  it('counts 180 days as the spec does: day 179 is gated, day 180 is not', async () => {
    const exam = older();
    const before = exam.tjrq;
    try {
      await examAged(exam.tjbh, RATING_WINDOW_DAYS - 1);
      expectGate(await reportOf(exam, chen));
      await examAged(exam.tjbh, RATING_WINDOW_DAYS);
      expect((await reportOf(exam, chen)).status).toBe(200);
    } finally {
      await ctx.db.query('UPDATE exams SET tjrq = $2 WHERE tjbh = $1', [exam.tjbh, before]);
    }
  });
});

describe('answered', () => {
  it('an unrated exam older than 180 days', async () => {
    expect(older().is_rated).toBe(false);
    const res = await reportOf(older(), chen);
    expect(res.status).toBe(200);
    expect(res.body.data.tjbh).toBe(older().tjbh);
  });

  it('every revealing call with rating_before_report off', async () => {
    await setGate('否');
    try {
      for (const [name, { probe }] of Object.entries(REVEALING))
        expect((await probe()).status, name).toBe(200);
      expect((await pdfOf(latest(), null)).status).toBe(200);
    } finally {
      await setGate('是');
    }
    expectGate(await reportOf(latest(), chen));
  });

  it('a rated exam: every revealing call answers once the patient has rated it', async () => {
    const items = (await inject(ctx.app, api.ratingList, undefined, chen)).body.data;
    const saved = await inject(
      ctx.app,
      api.saveRating,
      {
        tjbh: latest().tjbh,
        total_rating: 5,
        rating_items: items.map((i) => ({ ...i, rating: 5 })),
        comment: '',
      },
      chen,
    );
    expect(saved.status).toBe(200);
    for (const [name, { probe }] of Object.entries(REVEALING))
      expect((await probe()).status, name).toBe(200);
    expect((await pdfOf(latest(), null)).status).toBe(200);
  });
});
