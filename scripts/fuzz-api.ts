// Sends every route of the reference server malformed input of many shapes, over real HTTP
// (so the parser's own refusals count too), and prints how many answers were a 5xx and how
// many refusals were not the { code, msg, data } envelope. Both must be 0; the exit code is 1
// otherwise. Runs on a fresh in-memory database: `npx tsx scripts/fuzz-api.ts [--verbose]`.
import { connect } from 'node:net';
import { closeTestApp, createTestApp } from '../server/test/testApp.ts';
import { demoToken } from '../server/test/auth.ts';
import { listRoutes } from './fuzz/routes.ts';
import { bodyCases, queryCases, rawCases, type RawCase } from './fuzz/cases.ts';

const verbose = process.argv.includes('--verbose');
const ctx = await createTestApp();
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

function judge(what: string, answer: Answer) {
  sent += 1;
  if (answer.status >= 500 || (answer.status >= 400 && !isEnvelope(answer.body))) {
    bad.push({ what, ...answer });
  }
}

/** One request written by hand, for what fetch refuses to send (bad escapes, short bodies). */
function raw({ head, body = '', halfClose = false }: RawCase): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('close', () => {
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

for (const { path, methods } of listRoutes(ctx.app)) {
  token = await demoToken(ctx.app, 0);
  for (const method of methods) {
    if (method === 'HEAD') continue;
    for (const url of queryCases(path)) judge(`${method} ${url}`, await request(method, url));
    if (method !== 'POST') continue;
    for (const { body, type } of bodyCases()) {
      judge(`${method} ${path} ${body.slice(0, 80)}`, await request(method, path, body, type));
    }
  }
}
for (const rawCase of rawCases()) judge(rawCase.head.slice(0, 80), await raw(rawCase));

await closeTestApp(ctx);
const fivexx = bad.filter((b) => b.status >= 500).length;
console.log(
  `${sent} requests: ${fivexx} answered 5xx, ${bad.length - fivexx} refusals not in the envelope`,
);
const shown = verbose ? bad : bad.slice(0, 20);
for (const b of shown)
  console.log(`  ${b.status} ${b.what.slice(0, 120)} -> ${b.body.slice(0, 100)}`);
if (bad.length > shown.length)
  console.log(`  ... and ${bad.length - shown.length} more (--verbose)`);
process.exit(bad.length ? 1 : 0);
