import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExternalReport, Profile, ReportListEntry } from '../../../src/contract/index.ts';
import * as api from '../../../src/contract/index.ts';
import { canCompare } from '../../../src/rules/reports.ts';
import { OPEN_HOSP_ID } from '../../seeds/seedData.ts';
import { demoToken } from '../../test/auth.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';
import { closePdfThreads, pdfsDrawn } from './pdfRenderer.ts';

// A report's PDF is drawn on a thread of the PDF pool once per version and kept in the
// database: asking again draws nothing; a report whose data changed is drawn again.

const ctx = useTestApp();
let self: Profile;
let exams: ReportListEntry[] = [];
let externalPdf: ExternalReport;

/** The PDF of a key, as a visitor from an address of this file's own. */
async function fetchPdf(key: string): Promise<Buffer> {
  const query = { hospId: OPEN_HOSP_ID, reportKey: key, name: self.name };
  const res = await inject(ctx.app, api.pdfReport, query, null, { remoteAddress: '203.0.113.77' });
  expect(res.status).toBe(200);
  return Buffer.from(res.body.data, 'base64');
}

const keptRows = (kind: string, id: number) =>
  ctx.db.query<{ version: string }>(
    'SELECT version FROM pdf_cache WHERE report_kind = $1 AND report_id = $2',
    [kind, id],
  );

const examId = async (tjbh: string) =>
  (await ctx.db.query<{ id: number }>('SELECT id FROM exams WHERE tjbh = $1', [tjbh]))[0]!.id;

beforeAll(async () => {
  const zhang = await demoToken(ctx.app, 0);
  [self] = (await inject(ctx.app, api.profileList, {}, zhang)).body.data as [Profile];
  exams = (
    await inject(ctx.app, api.examRecords, { profileId: self.id, hospId: OPEN_HOSP_ID }, zhang)
  ).body.data.filter(canCompare);
  externalPdf = (
    await inject(ctx.app, api.externalReports, { profileId: self.id }, zhang)
  ).body.data.find((x) => x.report_data_type === 'pdf')!;
});

afterAll(closePdfThreads);

describe("a report's PDF", () => {
  it('is a valid PDF of the report, drawn on the first fetch', async () => {
    const exam = exams[0]!;
    const before = pdfsDrawn();
    const bytes = await fetchPdf(exam.reportKey!);
    expect(pdfsDrawn()).toBe(before + 1);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.subarray(-8).toString('latin1')).toContain('%%EOF');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toBe(exam.tjbh);
  });

  it('is not drawn again on the second fetch: the kept one is served, the same bytes', async () => {
    const exam = exams[0]!;
    const first = await fetchPdf(exam.reportKey!);
    const before = pdfsDrawn();
    const second = await fetchPdf(exam.reportKey!);
    expect(pdfsDrawn()).toBe(before);
    expect(second.equals(first)).toBe(true);
    expect(await keptRows('exam', await examId(exam.tjbh))).toHaveLength(1);
  });

  it('is drawn again when the report changed, and kept in place of the old one', async () => {
    const exam = exams[0]!;
    const id = await examId(exam.tjbh);
    const old = await fetchPdf(exam.reportKey!);
    const [{ version: oldVersion }] = (await keptRows('exam', id)) as [{ version: string }];
    const [{ summary }] = (await ctx.db.query<{ summary: string }>(
      'SELECT summary FROM exams WHERE id = $1',
      [id],
    )) as [{ summary: string }];
    await ctx.db.query('UPDATE exams SET summary = $2 WHERE id = $1', [id, `${summary} 复查`]);
    try {
      const before = pdfsDrawn();
      const changed = await fetchPdf(exam.reportKey!);
      expect(pdfsDrawn()).toBe(before + 1);
      expect(changed.equals(old)).toBe(false);
      const rows = await keptRows('exam', id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.version).not.toBe(oldVersion);
      await fetchPdf(exam.reportKey!);
      expect(pdfsDrawn()).toBe(before + 1);
    } finally {
      await ctx.db.query('UPDATE exams SET summary = $2 WHERE id = $1', [id, summary]);
    }
  });

  it('asked for five times at once before it was ever drawn, is drawn once', async () => {
    const exam = exams[1]!;
    const before = pdfsDrawn();
    const all = await Promise.all(Array.from({ length: 5 }, () => fetchPdf(exam.reportKey!)));
    expect(pdfsDrawn()).toBe(before + 1);
    expect(all.every((bytes) => bytes.equals(all[0]!))).toBe(true);
  });

  it('of a report made elsewhere is kept the same way', async () => {
    const before = pdfsDrawn();
    const first = await fetchPdf(externalPdf.report_url);
    expect(pdfsDrawn()).toBe(before + 1);
    const second = await fetchPdf(externalPdf.report_url);
    expect(pdfsDrawn()).toBe(before + 1);
    expect(second.equals(first)).toBe(true);
    expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
