// The pages the Lighthouse bench opens (issue 27): home, login, the package list and a
// package, and, signed in as the first demo account (张三), his orders, his reports and his
// latest report, which opens without the rating gate. The records are read from the server
// under test through its API, and the login is put where the app reads it: the login cookie
// (src/platform/loginCookie.ts), as tests/e2e/fixtures.ts `login(..., { via: 'api' })` does.
import type { LoginUser, ReportListEntry } from '../src/contract/index.ts';
import { encryptField, loginPasswordHash } from '../src/rules/fieldCrypto.ts';
import { isPublished } from '../src/rules/reports.ts';
import { LOGIN_COOKIE } from '../src/platform/loginCookie.ts';
import { readConfig } from '../server/config.ts';
import { DEMO_PASSWORD, OPEN_HOSP_ID, demoUsers } from '../server/seeds/seedData.ts';

export interface BenchPage {
  name: string;
  /** The hash route with its query, branch included. */
  route: string;
  /** The login cookie's value, for a page a visitor cannot open. */
  cookie?: string;
  /** Lighthouse's mobile performance score it must reach (median of the runs). */
  bar: number;
}

export const PAGE_NAMES = [
  'home',
  'login',
  'packageList',
  'packageDetail',
  'orderList',
  'reportCentre',
  'reportDetail',
] as const;

const H = `hospid=${OPEN_HOSP_ID}`;
/** DESIGN.md's bar for every page, and home's own (issue 27). */
const BAR = 95;
const HOME_BAR = 97;

async function data<T>(base: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${base}${path}`, init);
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (!res.ok || body.code !== 200) {
    throw new Error(`${path} answered ${res.status} ${body.code} ${body.msg}`);
  }
  return body.data;
}

async function logIn(base: string, phone: string): Promise<LoginUser> {
  const { fieldKey, fieldIv } = readConfig();
  return data<LoginUser>(base, '/api/Auth/Login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: encryptField(phone, fieldKey, fieldIv),
      password: loginPasswordHash(DEMO_PASSWORD, phone),
    }),
  });
}

/** The seven pages, with the records their addresses name read from the server. */
export async function benchPages(base: string): Promise<BenchPage[]> {
  const zhang = demoUsers[0]!;
  const user = await logIn(base, zhang.mobile);
  const auth = { headers: { authorization: `Bearer ${user.token}` } };
  const profiles = await data<Array<{ id: number; relation: string }>>(
    base,
    '/api/user/getprofile',
    auth,
  );
  const self = profiles.find((p) => p.relation === 'self');
  if (!self) throw new Error(`${zhang.mobile} has no profile of his own`);
  const exams = await data<ReportListEntry[]>(
    base,
    `/api/report/ExamRecords?profileId=${self.id}&${H}`,
    auth,
  );
  const latest = exams.find(isPublished);
  if (!latest) throw new Error(`${zhang.mobile} has no published report`);
  // The bench measures the report itself: the newest must open without the rating gate.
  await data(base, `/api/report/query?tjbh=${latest.tjbh}&${H}`, auth);
  const packages = await data<Array<{ id: number }> | { data: Array<{ id: number }> }>(
    base,
    `/api/package/list?hospId=${OPEN_HOSP_ID}`,
  );
  const first = (Array.isArray(packages) ? packages : packages.data)[0];
  if (!first) throw new Error('the open branch lists no package');
  const { id, name, mobile, token } = user;
  const cookie = encodeURIComponent(JSON.stringify({ id, name, mobile, token }));
  const pages: BenchPage[] = [
    { name: 'home', route: `/?${H}`, bar: HOME_BAR },
    { name: 'login', route: `/login?${H}`, bar: BAR },
    { name: 'packageList', route: `/packageList?${H}`, bar: BAR },
    { name: 'packageDetail', route: `/packageDetail?id=${first.id}&${H}`, bar: BAR },
    { name: 'orderList', route: `/orderlist?${H}`, cookie, bar: BAR },
    { name: 'reportCentre', route: `/reports?${H}`, cookie, bar: BAR },
    { name: 'reportDetail', route: `/report?repid=${latest.tjbh}&${H}`, cookie, bar: BAR },
  ];
  return pages;
}

export { LOGIN_COOKIE };
