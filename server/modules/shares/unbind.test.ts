import { beforeAll, describe, expect, it } from 'vitest';
import type { ExternalReport, Profile, ReportListEntry } from '../../../src/contract/index.ts';
import * as api from '../../../src/contract/index.ts';
import { isPublished } from '../../../src/rules/reports.ts';
import { OPEN_HOSP_ID } from '../../seeds/seedData.ts';
import { demoToken } from '../../test/auth.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';
import { REPORT_MSG } from '../reports/messages.ts';
import { SHARE_MSG } from './messages.ts';
import { createShare, listShares, openShare, readShared, tokenOf } from './shareSteps.ts';

// Issue 36, item 4: unbinding a relative ends everything the account handed out that
// reaches her reports (spec 1, section 5: an unbound person's reports can no longer be
// viewed): the shares it made and their readers' passes, the PDF keys it was given. The
// owner still sees the ended shares in the list of all their shares.

const ctx = useTestApp();
let chen = '';
let mother: Profile;
let exam: ReportListEntry;
let external: ExternalReport;

const pdfQuery = (reportKey: string, name: string) => ({ hospId: OPEN_HOSP_ID, reportKey, name });
const visit = (query: ReturnType<typeof pdfQuery>) => inject(ctx.app, api.pdfReport, query, null);

beforeAll(async () => {
  chen = await demoToken(ctx.app, 3);
  // The relative's latest exam is recent and unrated: the rating gate is not this file's.
  await ctx.db.query("UPDATE hosp_configs SET value = '否' WHERE code = 'rating_before_report'");
  const people = (await inject(ctx.app, api.profileList, {}, chen)).body.data;
  mother = people.find((p) => p.relation !== 'self')!;
  const list = { profileId: mother.id, limit: 50 };
  const exams = (await inject(ctx.app, api.examRecords, list, chen)).body.data;
  exam = exams.find((e) => isPublished(e) && e.pdfEnable && e.reportKey)!;
  // A PDF made elsewhere for her too (the seed gives them to account holders only).
  await ctx.db.query(
    `INSERT INTO external_reports (hosp_id, idcard_hmac, name, mobile_hmac, tjbh,
       inspection_item_name, report_date, report_data_type, report_url, report_key, content)
     SELECT x.hosp_id, p.idcard_hmac, p.name, p.mobile_hmac, 'WUNBIND01', x.inspection_item_name,
            x.report_date, 'pdf', 'WUNBIND01', 'WUNBIND01', x.content
       FROM external_reports x, user_profiles p
      WHERE x.report_data_type = 'pdf' AND p.id = $1 LIMIT 1`,
    [mother.id],
  );
  const externals = (await inject(ctx.app, api.externalReports, { profileId: mother.id }, chen))
    .body.data;
  external = externals.find((x) => x.report_data_type === 'pdf')!;
});

describe('unbinding a relative with a live share of her report', () => {
  it('ends the share, its pass and the PDF keys; the list still shows the share, ended', async () => {
    const made = await createShare(ctx.app, chen, { tjbh: exam.tjbh });
    expect(made.status).toBe(200);
    const open = { t: tokenOf(made.data), code: made.data.code };
    const opened = await openShare(ctx.app, open);
    expect(opened.status).toBe(200);
    const { grant } = opened.data;
    expect((await readShared(ctx.app, grant, exam.tjbh)).status).toBe(200);
    expect((await visit(pdfQuery(exam.reportKey!, mother.name))).status).toBe(200);
    expect((await visit(pdfQuery(external.report_url, mother.name))).status).toBe(200);

    const unbound = await inject(ctx.app, api.deleteProfile, { Value: mother.id }, chen);
    expect(unbound.status).toBe(200);

    expect(await openShare(ctx.app, open)).toMatchObject({ status: 410, msg: SHARE_MSG.ended });
    expect(await readShared(ctx.app, grant, exam.tjbh)).toMatchObject({
      status: 410,
      msg: SHARE_MSG.ended,
    });
    for (const key of [exam.reportKey!, external.report_url]) {
      const pdf = await visit(pdfQuery(key, mother.name));
      expect(pdf.status).toBe(410);
      expect(pdf.body.msg).toBe(REPORT_MSG.pdfKeyWithdrawn);
    }
    // The owner's list of all shares (the user centre's) still shows it, ended.
    const all = (await listShares(ctx.app, chen)).data;
    expect(all.find((s) => s.id === made.data.share.id)).toMatchObject({
      tjbh: exam.tjbh,
      state: 'ended',
    });
    const [row] = await ctx.db.query<{ end_reason: string }>(
      'SELECT end_reason FROM report_shares WHERE id = $1',
      [made.data.share.id],
    );
    expect(row!.end_reason).toBe('unbound');
  });
});
