import { beforeAll, describe, expect, it } from 'vitest';
import type { Profile, ReportListEntry } from '../../../src/contract/index.ts';
import * as api from '../../../src/contract/index.ts';
import { canCompare } from '../../../src/rules/reports.ts';
import { readConfig } from '../../config.ts';
import { OPEN_HOSP_ID } from '../../seeds/seedData.ts';
import { WAIT_MSG } from '../../plugins/messages.ts';
import { demoToken } from '../../test/auth.ts';
import { inject } from '../../test/inject.ts';
import { useTestApp } from '../../test/testApp.ts';
import { LIMITS } from '../auth/index.ts';
import { REPORT_MSG } from './messages.ts';
import { makeReportKey } from './reportKeys.ts';

// `report/pdfReport` opens to anyone with the key and the name (spec 2, /pdfreport needs no
// login): a visitor's browser, a link in an SMS. Only the right key and name open it.

const ctx = useTestApp();
let zhang = '';
let self: Profile;
let exams: ReportListEntry[] = [];

const DAY_MS = 86_400_000;

/** The PDF asked for as a visitor (no token) from a client address of the test's own. */
const visit = (query: object, from = '203.0.113.1') =>
  inject(ctx.app, api.pdfReport, query as never, null, { remoteAddress: from });

const pdfQuery = (reportKey: string, name: string, hospId = OPEN_HOSP_ID) => ({
  hospId,
  reportKey,
  name,
});

const isPdf = (base64: string) =>
  Buffer.from(base64, 'base64').subarray(0, 5).toString('latin1') === '%PDF-';

beforeAll(async () => {
  zhang = await demoToken(ctx.app, 0);
  [self] = (await inject(ctx.app, api.profileList, {}, zhang)).body.data as [Profile];
  exams = (
    await inject(ctx.app, api.examRecords, { profileId: self.id, hospId: OPEN_HOSP_ID }, zhang)
  ).body.data.filter(canCompare);
});

/** The first demo patient's latest exam: rated in the seed, its PDF allowed. */
const latest = () => exams[0]!;

async function storedSecret(tjbh: string) {
  const [row] = await ctx.db.query<{ id: number; report_key: string }>(
    'SELECT id, report_key FROM exams WHERE tjbh = $1',
    [tjbh],
  );
  return row!;
}

describe('a visitor with the key and the name', () => {
  it("opens the exam's PDF, no login needed", async () => {
    const res = await visit(pdfQuery(latest().reportKey!, self.name));
    expect(res.status).toBe(200);
    expect(isPdf(res.body.data)).toBe(true);
    // A person's report: no shared cache keeps it, public as the call is.
    expect(res.headers['cache-control']).toBe('no-store');
    // Spaces around the name are a slip, not another person.
    expect((await visit(pdfQuery(latest().reportKey!, ` ${self.name} `))).status).toBe(200);
  });

  it('opens an external PDF by the key the list gives for it, never by its stored secret', async () => {
    const ext = await inject(ctx.app, api.externalReports, { profileId: self.id }, zhang);
    const pdf = ext.body.data.find((x) => x.report_data_type === 'pdf')!;
    const [stored] = await ctx.db.query<{ report_key: string }>(
      "SELECT report_key FROM external_reports WHERE tjbh = $1 AND report_data_type = 'pdf'",
      [pdf.tjbh],
    );
    expect(pdf.report_url).not.toBe(stored!.report_key);
    const res = await visit(pdfQuery(pdf.report_url, self.name));
    expect(res.status).toBe(200);
    expect(isPdf(res.body.data)).toBe(true);
    expect((await visit(pdfQuery(stored!.report_key, self.name))).body.msg).toBe(
      REPORT_MSG.pdfKeyInvalid,
    );
  });
});

describe('refusals, each in Chinese', () => {
  it('a wrong name', async () => {
    const res = await visit(pdfQuery(latest().reportKey!, '李四'));
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe(REPORT_MSG.pdfNameMismatch);
    expect(res.body.msg).toMatch(/姓名/);
  });

  it('a made-up key, a changed one, the stored secret, or a key of another branch', async () => {
    const key = latest().reportKey!;
    const flipped = `${key.slice(0, -2)}${key.at(-2) === 'A' ? 'B' : 'A'}${key.at(-1)}`;
    const { report_key } = await storedSecret(latest().tjbh);
    for (const made of ['abcdefghijklmnopqrstuvwxyz01234567', flipped, report_key]) {
      const res = await visit(pdfQuery(made, self.name));
      expect(res.status, made).toBe(404);
      expect(res.body.msg).toBe(REPORT_MSG.pdfKeyInvalid);
    }
    const elsewhere = await visit(pdfQuery(key, self.name, 2));
    expect(elsewhere.body.msg).toBe(REPORT_MSG.pdfKeyInvalid);
  });

  it('an expired key; a key 29 days old still opens', async () => {
    const { id, report_key } = await storedSecret(latest().tjbh);
    const { dataKey } = readConfig();
    const made = (daysAgo: number) =>
      makeReportKey(
        dataKey,
        { kind: 'exam', id, accountId: self.account_id },
        report_key,
        new Date(Date.now() - daysAgo * DAY_MS),
      );
    const old = await visit(pdfQuery(made(32), self.name));
    expect(old.status).toBe(410);
    expect(old.body.msg).toBe(REPORT_MSG.pdfKeyExpired);
    expect((await visit(pdfQuery(made(29), self.name))).status).toBe(200);
  });

  it("a report whose own pdfEnable is off, and every PDF when the branch's switch is off", async () => {
    const oldest = exams.at(-1)!;
    expect(oldest.pdfEnable).toBe(false);
    const off = await visit(pdfQuery(oldest.reportKey!, self.name));
    expect(off.status).toBe(403);
    expect(off.body.msg).toBe(REPORT_MSG.pdfDisabled);

    const setPdf = (value: string) =>
      ctx.db.query(
        "UPDATE hosp_configs SET value = $2 WHERE hosp_id = $1 AND code = 'report_enable_pdf'",
        [OPEN_HOSP_ID, value],
      );
    await setPdf('否');
    try {
      const res = await visit(pdfQuery(latest().reportKey!, self.name));
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe(REPORT_MSG.pdfDisabled);
    } finally {
      await setPdf('是');
    }
    expect((await visit(pdfQuery(latest().reportKey!, self.name))).status).toBe(200);
  });

  it('a stored secret changed by the centre withdraws the links it signed', async () => {
    const exam = exams[1]!;
    const { id, report_key } = await storedSecret(exam.tjbh);
    expect((await visit(pdfQuery(exam.reportKey!, self.name))).status).toBe(200);
    await ctx.db.query('UPDATE exams SET report_key = $2 WHERE id = $1', [id, 'replaced-secret']);
    try {
      expect((await visit(pdfQuery(exam.reportKey!, self.name))).body.msg).toBe(
        REPORT_MSG.pdfKeyInvalid,
      );
    } finally {
      await ctx.db.query('UPDATE exams SET report_key = $2 WHERE id = $1', [id, report_key]);
    }
  });
});

describe('guessing, limited per client address in the database', () => {
  const attemptsFrom = async (ip: string) =>
    Number(
      (
        await ctx.db.query<{ n: string }>(
          "SELECT count(*) AS n FROM auth_attempts WHERE kind = 'pdf_fail' AND subject = $1",
          [`ip:${ip}`],
        )
      )[0]!.n,
    );

  it('a right key and name leave no attempt behind; a wrong one is counted', async () => {
    const from = '198.51.100.7';
    await visit(pdfQuery(latest().reportKey!, self.name), from);
    expect(await attemptsFrom(from)).toBe(0);
    await visit(pdfQuery(latest().reportKey!, '某人'), from);
    await visit(pdfQuery('abcdefghijklmnopqrstuvwxyz01234567', self.name), from);
    expect(await attemptsFrom(from)).toBe(2);
  });

  it('past the first step, even the right key waits, with the wait in Chinese; another address does not', async () => {
    const from = '198.51.100.9';
    const first = LIMITS.pdfPerAddress.steps[0]!;
    // Made-up keys: wrong names of one real key would lock that key first (pdfPerKey).
    for (let i = 0; i < first.after; i++) {
      const madeUp = `madeup${String(i).padStart(28, '0')}`;
      expect((await visit(pdfQuery(madeUp, self.name), from)).status).toBe(404);
    }
    const refused = await visit(pdfQuery(latest().reportKey!, self.name), from);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe(WAIT_MSG.tooManyTries(first.waitS));
    expect(refused.body.msg).toMatch(/尝试次数过多/);
    expect((await visit(pdfQuery(latest().reportKey!, self.name), '198.51.100.10')).status).toBe(
      200,
    );
    // A minute after its latest failure, the address may try once more.
    await ctx.db.query(
      "UPDATE auth_attempts SET created_at = created_at - interval '61 seconds' WHERE subject = $1",
      [`ip:${from}`],
    );
    expect((await visit(pdfQuery(latest().reportKey!, self.name), from)).status).toBe(200);
  });
});

describe('guessing the name of one key (issue 37)', () => {
  it(`locks the key after ${LIMITS.pdfPerKey.max} wrong names, from any address, for its window`, async () => {
    const key = latest().reportKey!;
    // The wrong names the tests above tried on this key are not this test's.
    await ctx.db.query("DELETE FROM auth_attempts WHERE subject LIKE 'pdfkey:%'");
    for (let i = 0; i < LIMITS.pdfPerKey.max; i++)
      expect((await visit(pdfQuery(key, `某人${i}`), `203.0.113.${100 + i}`)).status).toBe(403);
    // Locked: the right name from a fresh address waits the rest of the window.
    const refused = await visit(pdfQuery(key, self.name), '203.0.113.120');
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe(WAIT_MSG.tooManyTries(LIMITS.pdfPerKey.windowS));
    await ctx.db.query(
      `UPDATE auth_attempts SET created_at = created_at - make_interval(secs => $1)
        WHERE subject LIKE 'pdfkey:%'`,
      [LIMITS.pdfPerKey.windowS + 1],
    );
    expect((await visit(pdfQuery(key, self.name), '203.0.113.121')).status).toBe(200);
  });
});

describe('bad input', () => {
  it('is a 4xx in the envelope, never a 500', async () => {
    for (const query of [
      { hospId: 1, reportKey: '../../etc', name: 'x' },
      { hospId: 1, reportKey: 'abcdefghij' },
      { hospId: 1, reportKey: 'A'.repeat(65), name: 'x' },
      { hospId: 99999999999, reportKey: 'abcdefghij', name: 'x' },
    ]) {
      const res = await visit(query, '192.0.2.50');
      const url = JSON.stringify(query);
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
      expect(typeof res.body.msg).toBe('string');
    }
  });
});
