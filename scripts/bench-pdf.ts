// What PDF reports cost everyone else: a public read's latency while 60 PDFs are asked for
// at once, wave after wave. Three phases of `--seconds` each, on a fresh embedded database
// with 600 copies of a demo exam (each with its own summary, so each is a PDF of its own):
//   alone  the public read alone;
//   cold   with waves of 60 PDFs never asked for before (every one is drawn);
//   warm   with waves of 60 PDFs asked for in the cold phase (drawn already).
// It prints the public read's p50 and p99 and the PDFs' own; it exits 1 on any error.
//   npx tsx scripts/bench-pdf.ts [--seconds 10] [--clients 10]
import { Agent } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from '../server/config.ts';
import { openDb } from '../server/db/db.ts';
import { OPEN_HOSP_ID } from '../server/seeds/seedData.ts';
import { samePerson } from '../server/modules/people/index.ts';
import { makeReportKey } from '../server/modules/reports/index.ts';
import { arg, childServer, columns, load, once, percentile, type Result } from './benchLoad.ts';

const seconds = Number(arg('--seconds') ?? 10);
const clients = Number(arg('--clients') ?? 10);
const WAVE = 60;
const COPIES = 600;
const PUBLIC_READ = `/api/hosp/info?id=${OPEN_HOSP_ID}`;

interface Copy {
  id: number;
  secret: string;
  name: string;
  /** The account whose person the copies are: a key opens only for it (issue 36). */
  accountId: number;
}

/**
 * Copies of the first published exam whose PDF is on, items and results included, each
 * with a summary of its own: SQL straight into the stopped server's database.
 */
async function copyExams(dataDir: string): Promise<Copy[]> {
  const db = await openDb({ dataDir });
  try {
    return await db.tx(async (q) => {
      // Older than the rating gate's 180 days: the copies are unrated. The person's phone
      // is copied too, so the copies stay the account's, as a key requires.
      const [source] = await q.query<{ id: number; account_id: number }>(
        `SELECT e.id, p.account_id FROM exams e
           JOIN user_profiles p ON ${samePerson('p', 'e')} AND p.jlzt = 1
          WHERE e.pdf_enable AND e.zjzt > 0 AND e.qc_result <> '0'
            AND e.tjrq < current_date - 200
          ORDER BY e.tjrq DESC, p.is_self DESC LIMIT 1`,
      );
      if (!source) throw new Error('the seed has no published exam with a PDF');
      const copies = await q.query<Omit<Copy, 'accountId'>>(
        `INSERT INTO exams (tjbh, hosp_id, idcard_hmac, mobile_hmac, name, tjrq, tjzt, zjzt,
                            qc_result, summary,
                            advice, chief_doctor_name, report_time, verify_doctor_name,
                            verify_time, report_key, pdf_enable)
         SELECT tjbh || '-b' || g, hosp_id, idcard_hmac, mobile_hmac, name, tjrq, tjzt, zjzt,
                qc_result,
                summary || ' (' || g || ')', advice, chief_doctor_name, report_time,
                verify_doctor_name, verify_time, report_key || '-b' || g, true
           FROM exams, generate_series(1, $2) g WHERE id = $1
         RETURNING id, report_key AS secret, name`,
        [source.id, COPIES],
      );
      await q.query(
        `INSERT INTO exam_items (exam_id, sort, item_type, item_name, exam_doc_name, comment, progress)
         SELECT c.id, i.sort, i.item_type, i.item_name, i.exam_doc_name, i.comment, i.progress
           FROM exam_items i CROSS JOIN unnest($2::int[]) AS c(id) WHERE i.exam_id = $1`,
        [source.id, copies.map((c) => c.id)],
      );
      await q.query(
        `INSERT INTO exam_results (exam_item_id, sort, node_name, node_result, prompt, ref_value, unit, status)
         SELECT n.id, r.sort, r.node_name, r.node_result, r.prompt, r.ref_value, r.unit, r.status
           FROM exam_items o JOIN exam_results r ON r.exam_item_id = o.id
           JOIN exam_items n ON n.sort = o.sort AND n.exam_id = ANY($2::int[])
          WHERE o.exam_id = $1`,
        [source.id, copies.map((c) => c.id)],
      );
      await q.query(
        `INSERT INTO exam_ris_reports (exam_id, repno, report_name, finding, conclusion, exam_doc_name)
         SELECT c.id, r.repno, r.report_name, r.finding, r.conclusion, r.exam_doc_name
           FROM exam_ris_reports r CROSS JOIN unnest($2::int[]) AS c(id) WHERE r.exam_id = $1`,
        [source.id, copies.map((c) => c.id)],
      );
      return copies.map((c) => ({ ...c, accountId: source.account_id }));
    });
  } finally {
    await db.close();
  }
}

/**
 * Waves of WAVE PDFs at once until `end`, each wave the next WAVE of `copies`: once through
 * them, or round again when `again`.
 */
async function pdfWaves(base: string, copies: Copy[], end: number, again: boolean) {
  const { dataKey } = readConfig();
  const agent = new Agent({ keepAlive: true, maxSockets: WAVE });
  const result: Result = { done: 0, errors: 0, timeouts: 0, latencies: [] };
  for (let at = 0; Date.now() < end && (again || at + WAVE <= copies.length); at += WAVE) {
    const wave = Array.from({ length: WAVE }, (_, i) => copies[(at + i) % copies.length]!);
    await Promise.all(
      wave.map(async (c, i) => {
        const target = { kind: 'exam' as const, id: c.id, accountId: c.accountId };
        const key = makeReportKey(dataKey, target, c.secret, new Date());
        const query = new URLSearchParams({
          hospId: String(OPEN_HOSP_ID),
          reportKey: key,
          name: c.name,
        });
        const start = performance.now();
        // Each PDF of a wave from a patient of its own: the server limits one address's tries.
        const from = `127.0.1.${i + 1}`;
        const outcome = await once(`${base}/api/report/pdfReport?${query}`, agent, {}, from);
        result.latencies.push(performance.now() - start);
        if (outcome === 'ok') result.done += 1;
        else if (outcome === 'timeout') result.timeouts += 1;
        else result.errors += 1;
      }),
    );
  }
  agent.destroy();
  return result;
}

const cells = (r: Result) => {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  return [
    String(r.latencies.length),
    percentile(sorted, 50).toFixed(1),
    percentile(sorted, 99).toFixed(1),
    String(r.errors + r.timeouts),
  ];
};

const dataDir = mkdtempSync(join(tmpdir(), 'bench-pdf-'));
let failures = 0;
try {
  // The first start migrates and seeds; the copies go in while it is stopped.
  await (await childServer(dataDir)).stop();
  const copies = await copyExams(dataDir);
  const server = await childServer(dataDir);
  try {
    console.log(`embedded database (PGlite), ${COPIES} exams: ${seconds} s per phase`);
    console.log(`public read ${PUBLIC_READ} by ${clients} clients; PDFs in waves of ${WAVE}`);
    console.log(
      columns(
        ['phase', 'reads', 'p50 ms', 'p99 ms', 'errors', 'pdfs', 'p50 ms', 'p99 ms', 'errors'],
        8,
      ),
    );
    const asked: Copy[] = [];
    for (const phase of ['alone', 'cold', 'warm'] as const) {
      const end = Date.now() + seconds * 1000;
      const reads = load(() => ({ url: server.url + PUBLIC_READ }), clients, seconds);
      const fresh = copies.slice(asked.length);
      const pdfs =
        phase === 'alone'
          ? null
          : await pdfWaves(server.url, phase === 'cold' ? fresh : asked, end, phase === 'warm');
      if (phase === 'cold') asked.push(...fresh.slice(0, pdfs?.latencies.length ?? 0));
      const read = await reads;
      failures += read.errors + read.timeouts + (pdfs ? pdfs.errors + pdfs.timeouts : 0);
      console.log(
        columns([phase, ...cells(read), ...(pdfs ? cells(pdfs) : ['-', '-', '-', '-'])], 8),
      );
    }
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(failures ? `FAIL: ${failures} errors and timeouts` : 'OK: no errors, no timeouts');
process.exit(failures ? 1 : 0);
