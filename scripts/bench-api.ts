// Load on the API at 50 and 200 clients, as a table of requests per second, p50, p99, errors
// and timeouts; exits 1 when any request failed or timed out. Three modes:
//   public     public reads as a browser sends them: identical reads arriving together share
//              one query for a few seconds (server/plugins/httpCache.ts);
//   uncached   the same reads, each with a query string of its own, so none is shared;
//   signed-in  each client logged in (a session of its own, the seeded accounts taking
//              turns), reading its own profiles, user state, orders and reports.
// By default it starts the reference server in a child process on a fresh embedded database
// (the default deployment); `--url http://host:port` measures a running one (seeded with the
// demo accounts, for signed-in).
//   npx tsx scripts/bench-api.ts [--mode all|public|uncached|signed-in] [--clients 50,200]
//                                [--seconds 10] [--url URL [--pid PID]]
// The last two columns are the server's CPU time per request (its main thread, all its
// threads), read from /proc on Linux: of the server it started, or of `--pid`.
import type { LoginUser, Profile } from '../src/contract/index.ts';
import { encryptField, loginPasswordHash } from '../src/rules/fieldCrypto.ts';
import { readConfig } from '../server/config.ts';
import { companyPeople } from '../server/seeds/seedCompany.ts';
import { DEMO_PASSWORD, OPEN_HOSP_ID, demoUsers } from '../server/seeds/seedData.ts';
import {
  HEADER,
  arg,
  childServer,
  columns,
  load,
  row,
  serverCpu,
  type RequestOf,
} from './benchLoad.ts';

const MODES = ['public', 'uncached', 'signed-in'] as const;
type Mode = (typeof MODES)[number];

const seconds = Number(arg('--seconds') ?? 10);
const clientCounts = (arg('--clients') ?? '50,200').split(',').map(Number);
const modeArg = arg('--mode') ?? 'all';
const modes = modeArg === 'all' ? [...MODES] : [modeArg as Mode];
if (!modes.every((m) => MODES.includes(m))) throw new Error(`unknown --mode ${modeArg}`);

const PUBLIC = [
  `/api/package/list?hospid=${OPEN_HOSP_ID}`,
  `/api/hosp/info?id=${OPEN_HOSP_ID}`,
  `/api/article/list?hospid=${OPEN_HOSP_ID}&type=1`,
];

/** A signed-in client: its own session, and the id of its account's own profile. */
interface Session {
  token: string;
  selfId: number;
}

/** What a signed-in client reads, by route: its own rows only. */
const SIGNED_IN: Array<{ label: string; path: (s: Session) => string }> = [
  { label: '/api/user/getprofile', path: () => '/api/user/getprofile' },
  {
    label: '/api/user/getUserState',
    path: () => `/api/user/getUserState?hospId=${OPEN_HOSP_ID}`,
  },
  {
    label: '/api/personalOrder/GetUserOrders',
    path: () => `/api/personalOrder/GetUserOrders?hospId=${OPEN_HOSP_ID}`,
  },
  {
    label: '/api/report/ExamRecords',
    path: (s) => `/api/report/ExamRecords?profileId=${s.selfId}&hospid=${OPEN_HOSP_ID}`,
  },
];

/** The seeded accounts that log in with the demo password. */
const ACCOUNTS = [
  ...demoUsers.map((u) => u.mobile),
  ...Object.values(companyPeople).map((p) => p.mobile),
];

async function signIn(base: string, phone: string): Promise<Session> {
  const { fieldKey, fieldIv } = readConfig();
  const login = await fetch(`${base}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: encryptField(phone, fieldKey, fieldIv),
      password: loginPasswordHash(DEMO_PASSWORD, phone),
    }),
  });
  const { data, msg } = (await login.json()) as { data: LoginUser; msg: string };
  if (login.status !== 200) throw new Error(`login of ${phone} failed: ${msg}`);
  const profiles = await fetch(`${base}/api/user/getprofile`, {
    headers: { authorization: `Bearer ${data.token}` },
  });
  const list = ((await profiles.json()) as { data: Profile[] }).data;
  const self = list.find((p) => p.relation === 'self') ?? list[0];
  if (!self) throw new Error(`${phone} has no profile`);
  return { token: data.token, selfId: self.id };
}

/** One session per client, logged in a few at a time (the login limits count per phone). */
async function signInAll(base: string, count: number): Promise<Session[]> {
  const sessions: Session[] = [];
  for (let i = 0; i < count; i += ACCOUNTS.length) {
    const batch = ACCOUNTS.slice(0, Math.min(ACCOUNTS.length, count - i));
    sessions.push(...(await Promise.all(batch.map((phone) => signIn(base, phone)))));
  }
  return sessions;
}

/** The lines of a mode: a label and what its client `i` asks for the `n`th time. */
function linesOf(mode: Mode, base: string, sessions: Session[]) {
  if (mode === 'public')
    return PUBLIC.map((p) => ({ label: p, request: () => ({ url: base + p }) }));
  if (mode === 'uncached')
    return PUBLIC.map((p) => ({
      label: p,
      request: ((_i, n) => ({ url: `${base}${p}&bench=${n}` })) satisfies RequestOf,
    }));
  return SIGNED_IN.map(({ label, path }) => ({
    label,
    request: ((i) => {
      const session = sessions[i]!;
      return { url: base + path(session), headers: { authorization: `Bearer ${session.token}` } };
    }) satisfies RequestOf,
  }));
}

const given = arg('--url');
const server = given ? undefined : await childServer();
const base = given ?? server?.url ?? '';
const pid = server?.pid ?? (arg('--pid') ? Number(arg('--pid')) : undefined);
let failures = 0;
try {
  const sessions = modes.includes('signed-in')
    ? await signInAll(base, Math.max(...clientCounts))
    : [];
  console.log(`${given ?? 'embedded database (PGlite), fresh'}: ${seconds} s per line`);
  for (const mode of modes) {
    console.log(`\n${mode}`);
    console.log(columns(HEADER));
    for (const { label, request } of linesOf(mode, base, sessions)) {
      for (const clients of clientCounts) {
        const before = serverCpu(pid);
        const result = await load(request, clients, seconds);
        const after = serverCpu(pid);
        const cpu = { main: after.main - before.main, all: after.all - before.all };
        failures += result.errors + result.timeouts;
        console.log(row(label, clients, seconds, result, cpu));
      }
    }
  }
} finally {
  await server?.stop();
}
console.log(failures ? `FAIL: ${failures} errors and timeouts` : 'OK: no errors, no timeouts');
process.exit(failures ? 1 : 0);
