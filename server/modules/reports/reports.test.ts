import { beforeAll, describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import {
  ExamReport,
  ExternalReport,
  ReportComparison,
  ReportListEntry,
  type Endpoint,
} from '../../../src/contract/index.ts';
import { canCompare } from '../../../src/rules/reports.ts';
import { OPEN_HOSP_ID } from '../../seeds/seedData.ts';
import { MSG } from '../../plugins/messages.ts';
import { demoToken } from '../../test/auth.ts';
import { useTestApp, getJson } from '../../test/testApp.ts';
import { inject } from '../../test/inject.ts';
import * as api from '../../../src/contract/index.ts';

const ctx = useTestApp();
const tokens: string[] = [];

async function profiles(token: string) {
  return (await inject(ctx.app, api.profileList, {}, token)).body.data;
}

async function records(token: string, profileId: number) {
  const res = await inject(ctx.app, api.examRecords, { profileId, hospId: OPEN_HOSP_ID }, token);
  expect(res.status).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  for (const i of [0, 1, 3]) tokens.push(await demoToken(ctx.app, i));
});

const first = () => tokens[0]!;
const second = () => tokens[1]!;
const family = () => tokens[2]!;

describe('ExamRecords and report query', () => {
  it('lists 3 to 4 exams over three years, newest first, one in progress', async () => {
    const [self] = await profiles(first());
    const list = await records(first(), self!.id);
    expect(list.length).toBeGreaterThanOrEqual(4);
    for (const e of list) expect(Value.Check(ReportListEntry, e)).toBe(true);
    expect(list.map((e) => e.tjrq)).toEqual([...list.map((e) => e.tjrq)].sort().reverse());
    expect(list.some((e) => !canCompare(e))).toBe(true);
    const published = list.filter(canCompare);
    expect(published.length).toBeGreaterThanOrEqual(3);
    expect(published.every((e) => e.reportKey)).toBe(true);
    // The first demo patient rated his latest visit (the seed), and no other.
    expect(published.map((e) => e.is_rated)).toEqual(published.map((_, i) => i === 0));
    // No key of an exam in progress: it has no PDF yet.
    expect(list.filter((e) => !canCompare(e)).every((e) => e.reportKey === null)).toBe(true);
  });

  it('answers a published report with lab values, marks and imaging', async () => {
    const [self] = await profiles(first());
    const [latest] = (await records(first(), self!.id)).filter(canCompare);
    const res = await inject(ctx.app, api.reportQuery, { tjbh: latest!.tjbh }, first());
    expect(res.status).toBe(200);
    expect(Value.Check(ExamReport, res.body.data)).toBe(true);
    const report = res.body.data;
    const lab = report.items.filter((i) => i.item_type === 2).flatMap((i) => i.result);
    expect(lab.length).toBeGreaterThan(10);
    expect(lab.some((r) => r.status === 1 && r.prompt !== '')).toBe(true);
    expect(report.items.some((i) => i.item_type === 0)).toBe(true);
    expect(report.risReports.length).toBeGreaterThan(0);
    expect(report.summary).not.toBe('');
  });

  it('refuses an exam in progress, and reads a relative through the account', async () => {
    const [self, mother] = await profiles(family());
    const own = await records(family(), self!.id);
    expect(own.length).toBeGreaterThanOrEqual(3);
    const theirs = await records(family(), mother!.id);
    expect(theirs.length).toBeGreaterThanOrEqual(3);
    const pending = own.find((e) => !canCompare(e)) ?? theirs.find((e) => !canCompare(e));
    const res = await inject(ctx.app, api.reportQuery, { tjbh: pending!.tjbh }, family());
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe(MSG.reportNotReady);
    // Their oldest: past the rating gate's 180 days.
    const oldest = theirs.filter(canCompare).at(-1)!;
    const relative = await inject(ctx.app, api.reportQuery, { tjbh: oldest.tjbh }, family());
    expect(relative.status).toBe(200);
  });
});

describe('no one reads another account', () => {
  it('refuses another account profile, report, comparison and rating', async () => {
    const [other] = await profiles(second());
    const theirs = (await records(second(), other!.id)).filter(canCompare);
    const refused = await inject(ctx.app, api.examRecords, { profileId: other!.id }, first());
    expect(refused.status).toBe(404);
    expect(refused.body.msg).toBe(MSG.profileNotFound);
    expect(
      (await inject(ctx.app, api.externalReports, { profileId: other!.id }, first())).status,
    ).toBe(404);
    const report = await inject(ctx.app, api.reportQuery, { tjbh: theirs[0]!.tjbh }, first());
    expect(report.status).toBe(404);
    expect(report.body.msg).toBe(MSG.reportNotFound);
    const pair = theirs.map((e) => e.tjbh).slice(0, 2);
    expect(
      (await inject(ctx.app, api.reportCompare, { tjbh: pair.join(',') }, first())).status,
    ).toBe(404);
    expect(
      (await inject(ctx.app, api.ratingRecord, { tjbh: theirs[0]!.tjbh }, first())).status,
    ).toBe(404);
    const [mine] = await profiles(first());
    const own = (await records(first(), mine!.id))[0]!;
    expect((await inject(ctx.app, api.reportQuery, { tjbh: own.tjbh }, second())).status).toBe(404);
  });

  it('needs a login for every call but the PDF (its key and name open it: pdf.test.ts)', async () => {
    const calls: Array<[Endpoint, object]> = [
      [api.examRecords, { profileId: 1 }],
      [api.externalReports, { profileId: 1 }],
      [api.reportQuery, { tjbh: 'T00000000' }],
      [api.reportCompare, { tjbh: 'T0000,T0001' }],
      [api.ratingList, {}],
      [api.ratingRecord, { tjbh: 'T00000000' }],
    ];
    for (const [ep, input] of calls)
      expect((await inject(ctx.app, ep, input as never, null)).status, ep.path).toBe(401);
  });

  it('answers bad input of any shape with a 4xx in the envelope', async () => {
    const calls: Array<[Endpoint, object]> = [
      [api.examRecords, { profileId: 'abc' }],
      [api.examRecords, { profileId: '99999999999' }],
      [api.examRecords, {}],
      [api.reportQuery, { tjbh: '\u0000' }],
      [api.reportQuery, { tjbh: "1' OR 1=1" }],
      [api.reportCompare, { tjbh: 'T1' }],
      [api.reportCompare, { tjbh: 'A1111,A2222,A3333,A4444,A5555,A6666' }],
      [api.pdfReport, { hospId: 1, reportKey: '../../etc', name: 'x' }],
      [api.pdfReport, { hospId: 1, reportKey: 'abcdefghij' }],
    ];
    const answers = [];
    for (const [ep, input] of calls) {
      const { status, body } = await inject(ctx.app, ep, input as never, first());
      answers.push({ status, body, url: `${ep.path} ${JSON.stringify(input)}` });
    }
    // A broken percent escape cannot be written as an input: the wire's own bytes.
    const raw = '/api/rating/record?tjbh=%ud800';
    answers.push({ ...(await getJson(ctx.app, raw, first())), url: raw });
    for (const { status, body, url } of answers) {
      expect(status, url).toBeGreaterThanOrEqual(400);
      expect(status, url).toBeLessThan(500);
      expect(typeof body.msg).toBe('string');
    }
  });
});

describe('compare, PDF and external reports', () => {
  it('compares three published exams with marks in the columns', async () => {
    const [self] = await profiles(first());
    const chosen = (await records(first(), self!.id)).filter(canCompare).slice(0, 3);
    const res = await inject(
      ctx.app,
      api.reportCompare,
      { tjbh: chosen.map((e) => e.tjbh).join(',') },
      first(),
    );
    expect(res.status).toBe(200);
    expect(Value.Check(ReportComparison, res.body.data)).toBe(true);
    const c = res.body.data;
    expect(c.count).toBe(3);
    expect(c.examNumbers).toEqual(chosen.map((e) => e.tjbh));
    const rows = c.categories.flatMap((k) => k.results);
    expect(rows.every((r) => r.value1 !== '' && r.value4 === '')).toBe(true);
    expect(rows.some((r) => [r.prompt1, r.prompt2, r.prompt3].includes('\u2191'))).toBe(true);
    expect(c.imagingCategories[0]?.reports.length).toBe(3);
  });

  it('refuses a comparison with an exam in progress', async () => {
    const [self] = await profiles(first());
    const list = await records(first(), self!.id);
    const pending = list.find((e) => !canCompare(e))!;
    const done = list.find(canCompare)!;
    const res = await inject(
      ctx.app,
      api.reportCompare,
      { tjbh: `${pending.tjbh},${done.tjbh}` },
      first(),
    );
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(MSG.compareNotReady);
  });

  it('pdfReport decodes to a real PDF, for an exam and for an external PDF', async () => {
    const [self] = await profiles(first());
    const [latest] = (await records(first(), self!.id)).filter(canCompare);
    const pdf = await inject(
      ctx.app,
      api.pdfReport,
      { hospId: OPEN_HOSP_ID, reportKey: latest!.reportKey!, name: self!.name },
      first(),
    );
    expect(pdf.status).toBe(200);
    const bytes = Buffer.from(pdf.body.data, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-6).toString('latin1')).toContain('%%EOF');
    const ext = await inject(ctx.app, api.externalReports, { profileId: self!.id }, first());
    expect(ext.status).toBe(200);
    expect(ext.body.data.every((x) => Value.Check(ExternalReport, x))).toBe(true);
    expect(ext.body.data.map((x) => x.report_data_type).sort()).toEqual(['link', 'pdf']);
    const key = ext.body.data.find((x) => x.report_data_type === 'pdf')!.report_url;
    const external = await inject(
      ctx.app,
      api.pdfReport,
      { hospId: OPEN_HOSP_ID, reportKey: key!, name: self!.name },
      first(),
    );
    expect(external.status).toBe(200);
    expect(Buffer.from(external.body.data, 'base64').subarray(0, 4).toString('latin1')).toBe(
      '%PDF',
    );
  });
});
