// How the lists that grow with a patient's history answer as it grows: one account is given
// 10, then 100, 1,000 and 10,000 of each record (orders, exams, reports made elsewhere,
// feedback, survey sheets, company appointments), written in bulk straight into a fresh
// embedded database of the bench's own; after each step every list's first page (the app's
// 10 rows) is asked over HTTP, as a browser asks it (gzip, deflate, br accepted). Prints, per
// call and size, the median time of the first page and its bytes on the wire (the body as
// sent, compressed). Target: flat from 100 up, under 50 ms. With --vacuum each step ends
// with VACUUM ANALYZE, as PostgreSQL's autovacuum would soon after; nothing does it on the
// embedded database, so without it the counts read every row's heap entry.
//   npx tsx scripts/bench-growth.ts [--runs 15] [--vacuum] [--database-url postgres://...]
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app.ts';
import { readConfig } from '../server/config.ts';
import { openDb } from '../server/db/db.ts';
import { migrate } from '../server/db/migrate.ts';
import { seedIfEmpty } from '../server/seeds/seed.ts';
import { OPEN_HOSP_ID, demoUsers } from '../server/seeds/seedData.ts';
import { makeDeps } from '../server/makeDeps.ts';
import { demoToken } from '../server/test/auth.ts';
import { historyOwner, seedHistory, type HistoryOwner } from '../server/test/history.ts';

const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at < 0 ? undefined : process.argv[at + 1];
};
const RUNS = Number(arg('--runs') ?? 15);
const SIZES = [10, 100, 1000, 10_000];
const USER = 1;

const CALLS: Array<{ label: string; path: (o: HistoryOwner) => string }> = [
  {
    label: 'GetUserOrders',
    path: () => `/api/personalOrder/GetUserOrders?hospId=${OPEN_HOSP_ID}`,
  },
  {
    label: 'ExamRecords',
    path: (o) => `/api/report/ExamRecords?profileId=${o.profileId}&hospId=${OPEN_HOSP_ID}`,
  },
  {
    label: 'ExternalReports',
    path: (o) => `/api/report/ExternalReports?profileId=${o.profileId}&hospId=${OPEN_HOSP_ID}`,
  },
  { label: 'company/appointments', path: () => `/api/company/appointments?hospid=${OPEN_HOSP_ID}` },
  { label: 'UserSurveys', path: () => `/api/survey/UserSurveys?hospid=${OPEN_HOSP_ID}` },
  { label: 'feedbackList', path: () => `/api/user/feedbackList?hospid=${OPEN_HOSP_ID}` },
  // The catalogue does not grow with the account: the same figure at every size.
  { label: 'package/list', path: () => `/api/package/list?hospId=${OPEN_HOSP_ID}&sort=sale` },
];

/** One request: its time to the last byte, its body as sent, the list's total it names. */
interface Shot {
  ms: number;
  wire: number;
  total: number;
}

/** One call at one size: the median time, and the answer's size as sent and as JSON. */
interface Sample extends Shot {
  json: number;
}

/** One GET as a browser sends it: the time to the last byte, the body's size as sent. */
function fetchOnce(port: number, path: string, token: string): Promise<Shot> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' },
      },
      (res) => {
        let wire = 0;
        res.on('data', (chunk: Buffer) => (wire += chunk.length));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${path}: HTTP ${res.statusCode}`));
          const paging = JSON.parse(String(res.headers['paging-headers'] ?? '{}')) as {
            total?: number;
          };
          resolve({ ms: performance.now() - started, wire, total: paging.total ?? -1 });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The same answer uncompressed: how big the JSON is. */
async function jsonSize(port: number, path: string, token: string) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
  });
  return (await res.arrayBuffer()).byteLength;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

/**
 * Every call's first page at one size: the calls take turns, run after run, so a burst of
 * load on a shared machine falls on all of them rather than on one.
 */
async function measureAll(port: number, paths: string[], token: string): Promise<Sample[]> {
  for (const path of paths) for (let i = 0; i < 2; i++) await fetchOnce(port, path, token);
  const runs = paths.map((): Shot[] => []);
  for (let r = 0; r < RUNS; r++)
    for (const [i, path] of paths.entries()) runs[i]!.push(await fetchOnce(port, path, token));
  return Promise.all(
    paths.map(async (path, i) => ({
      ms: median(runs[i]!.map((s) => s.ms)),
      wire: runs[i]![0]!.wire,
      json: await jsonSize(port, path, token),
      total: runs[i]![0]!.total,
    })),
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const databaseUrl = arg('--database-url');
  const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'bench-growth-'));
  const db = await openDb({ databaseUrl, dataDir });
  const config = { ...readConfig(), dataDir: dataDir ?? '', databaseUrl };
  try {
    await migrate(db);
    await seedIfEmpty(db, makeDeps(db, config).vault);
    // Every read computed anew: no answer is shared between identical requests.
    const app = await buildApp({ db, config, readMemoMs: 0 });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as { port: number }).port;
    const owner = await historyOwner(db, demoUsers[USER]!.mobile, OPEN_HOSP_ID);
    const token = await demoToken(app, USER);

    const results = new Map<string, Sample[]>();
    let seeded = 0;
    for (const size of SIZES) {
      const started = performance.now();
      await seedHistory(db, owner, size - seeded, String(size));
      seeded = size;
      if (process.argv.includes('--vacuum')) await db.exec('VACUUM ANALYZE');
      const seedMs = performance.now() - started;
      console.error(`history of ${size} seeded in ${(seedMs / 1000).toFixed(1)} s`);
      const samples = await measureAll(
        port,
        CALLS.map((call) => call.path(owner)),
        token,
      );
      CALLS.forEach((call, i) =>
        results.set(call.label, [...(results.get(call.label) ?? []), samples[i]!]),
      );
    }
    await app.close();

    const where = databaseUrl ? 'PostgreSQL' : 'embedded database (PGlite)';
    const settled = process.argv.includes('--vacuum') ? ', vacuumed after each step' : '';
    console.log(
      `\nFirst page (10 rows) on the ${where}${settled}: median of ${RUNS}, bytes as sent\n`,
    );
    console.log(`| call | ${SIZES.map((s) => s.toLocaleString('en')).join(' | ')} |`);
    console.log(`| --- | ${SIZES.map(() => '---').join(' | ')} |`);
    for (const [label, samples] of results) {
      const cells = samples.map((s) => `${s.ms.toFixed(1)} ms, ${kb(s.wire)} (${kb(s.json)} JSON)`);
      console.log(`| ${label} | ${cells.join(' | ')} |`);
    }
    console.log(
      `\nTotals listed at 10,000: ${[...results]
        .map(([label, s]) => `${label} ${s.at(-1)!.total}`)
        .join(', ')}`,
    );
  } finally {
    await db.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
