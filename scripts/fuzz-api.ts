// Sends every call of the contract (src/contract/endpoints.ts), and every other route of the
// reference server, malformed input of many shapes, over real HTTP (so the parser's own
// refusals count too), and prints how many answers were a 5xx and how many refusals were not
// the { code, msg, data } envelope or not in Chinese, and which calls of the contract the
// server does not serve. All must be 0; the exit code is 1 otherwise. Runs on a fresh
// in-memory database: `npx tsx scripts/fuzz-api.ts [--verbose]`.
import { connect } from 'node:net';
import { closeTestApp, createTestApp } from '../server/test/testApp.ts';
import { demoUsers } from '../server/seeds/seedData.ts';
import { accountsByMobiles, loginRecord } from '../server/modules/auth/index.ts';
import { routeRecorder, type Target } from './fuzz/routes.ts';
import { bodyCases, queryCases, rawCases, type RawCase } from './fuzz/cases.ts';
import { schemaBodyCases, schemaQueryCases } from './fuzz/schemaCases.ts';
import { SESSIONS_PER_ACCOUNT } from '../server/config.ts';

const verbose = process.argv.includes('--verbose');
const routes = routeRecorder();
const ctx = await createTestApp({ onRoute: routes.record });
await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const address = ctx.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
// A fresh session for each route: one route's cases (logout) must not end the next's.
let token = '';

interface Answer {
  status: number;
  body: string;
}

const bad: Array<{ what: string; status: number; body: string }> = [];
const english: typeof bad = [];
let sent = 0;

function isEnvelope(body: string): boolean {
  try {
    const value: unknown = JSON.parse(body);
    return (
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { code?: unknown }).code === 'number' &&
      typeof (value as { msg?: unknown }).msg === 'string' &&
      'data' in value
    );
  } catch {
    return false;
  }
}

/** A patient reads every refusal: its message must be Chinese, not a developer's English. */
const isChinese = (body: string) => /[\u4e00-\u9fff]/.test(body);

function judge(what: string, answer: Answer) {
  sent += 1;
  if (answer.status >= 500 || (answer.status >= 400 && !isEnvelope(answer.body))) {
    bad.push({ what, ...answer });
  } else if (answer.status >= 400 && !isChinese(answer.body)) {
    english.push({ what, ...answer });
  }
}

/** One request written by hand, for what fetch refuses to send (bad escapes, short bodies). */
function raw({ head, body = '', halfClose = false }: RawCase): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => {
      const data = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0);
      const text = data.slice(data.indexOf('\r\n\r\n') + 4);
      resolve({ status: status || 599, body: text });
    });
    socket.on('error', () => undefined);
    socket.write(`${head}\r\nhost: 127.0.0.1\r\nconnection: close\r\n\r\n${body}`);
    if (halfClose) socket.end();
  });
}

async function request(method: string, url: string, body?: string, type = 'application/json') {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = type;
  const res = await fetch(`http://127.0.0.1:${port}${url}`, { method, headers, body });
  return { status: res.status, body: await res.text() };
}

/**
 * A new session of the first demo account, opened in the database: the fuzzer's own wrong
 * passwords lock logins from this address, as they would an attacker's.
 */
async function freshToken() {
  const [account] = await accountsByMobiles(ctx.db, [demoUsers[0]?.mobile ?? '']);
  if (!account) throw new Error('the demo account is missing');
  return (await loginRecord(ctx.db, account, SESSIONS_PER_ACCOUNT)).token;
}

/**
 * One target's requests: every key the spec uses with each bad value, then the input its
 * schema accepts with one field at a time broken.
 */
async function fuzz({ method, path, query, body: bodySchema }: Target) {
  const urls = [...queryCases(path), ...(query ? schemaQueryCases(path, query as never) : [])];
  for (const url of urls) judge(`${method} ${url}`, await request(method, url));
  if (method !== 'POST') return;
  const bodies: Array<{ body: string; type?: string }> = [
    ...bodyCases(),
    ...(bodySchema ? schemaBodyCases(bodySchema as never).map((body) => ({ body })) : []),
  ];
  for (const { body, type } of bodies) {
    judge(`${method} ${path} ${body.slice(0, 80)}`, await request(method, path, body, type));
  }
}

const { calls, others, unserved } = routes.targets();
for (const target of [...calls, ...others]) {
  token = await freshToken();
  await fuzz(target);
}
for (const rawCase of rawCases()) judge(rawCase.head.slice(0, 80), await raw(rawCase));

await closeTestApp(ctx);
const fivexx = bad.filter((b) => b.status >= 500).length;
console.log(
  `${calls.length} calls of the contract and ${others.length} other routes, ` +
    `${sent} requests: ${fivexx} answered 5xx, ${bad.length - fivexx} refusals not in the envelope, ` +
    `${english.length} refusals not in Chinese, ${unserved.length} calls the server does not serve`,
);
for (const call of unserved)
  console.log(`  not served: ${call.name} (${call.method} ${call.path})`);
const wrong = [...bad, ...english];
const shown = verbose ? wrong : wrong.slice(0, 20);
for (const b of shown)
  console.log(`  ${b.status} ${b.what.slice(0, 120)} -> ${b.body.slice(0, 100)}`);
if (wrong.length > shown.length)
  console.log(`  ... and ${wrong.length - shown.length} more (--verbose)`);
process.exit(wrong.length || unserved.length ? 1 : 0);
