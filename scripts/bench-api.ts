// Load on three read routes at 50 and 200 connections: requests per second, p50, p99, errors
// and timeouts, as a table; exits 1 when any request failed or timed out. By default it starts the reference server in a child process on a fresh
// embedded database (the default deployment); `--url http://host:port` measures a running one.
//   npx tsx scripts/bench-api.ts [--url URL] [--seconds 10]
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, get } from 'node:http';

const ROUTES = [
  '/api/package/list?hospid=1',
  '/api/hosp/info?id=1',
  '/api/article/list?hospid=1&type=1',
];
const CONNECTIONS = [50, 200];
const TIMEOUT_MS = 5_000;

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const seconds = Number(arg('--seconds') ?? 10);

async function startServer(): Promise<{ url: string; child: ChildProcess; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const port = 18_000 + Math.floor(Math.random() * 1000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, STATIC_DIR: dir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('API server on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child, dir };
}

interface Result {
  done: number;
  errors: number;
  timeouts: number;
  latencies: number[];
}

function once(url: string, agent: Agent): Promise<'ok' | 'error' | 'timeout'> {
  return new Promise((resolve) => {
    const req = get(url, { agent, timeout: TIMEOUT_MS }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode === 200 ? 'ok' : 'error'));
    });
    req.on('timeout', () => {
      req.destroy();
      resolve('timeout');
    });
    req.on('error', () => resolve('error'));
  });
}

async function load(url: string, connections: number): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const result: Result = { done: 0, errors: 0, timeouts: 0, latencies: [] };
  const end = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      const start = performance.now();
      const outcome = await once(url, agent);
      result.latencies.push(performance.now() - start);
      if (outcome === 'ok') result.done += 1;
      else if (outcome === 'timeout') result.timeouts += 1;
      else result.errors += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  return result;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

const given = arg('--url');
const server = given ? undefined : await startServer();
const base = given ?? server?.url ?? '';
const columns = (cells: string[]) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(36) : cell.padStart(9))).join(' ');
console.log(`${given ?? 'embedded database (PGlite), fresh'}: ${seconds} s per line`);
console.log(columns(['route', 'clients', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'timeouts']));
let failures = 0;
try {
  for (const route of ROUTES) {
    for (const connections of CONNECTIONS) {
      const { done, errors, timeouts, latencies } = await load(`${base}${route}`, connections);
      const sorted = latencies.sort((a, b) => a - b);
      failures += errors + timeouts;
      console.log(
        columns([
          route,
          String(connections),
          (done / seconds).toFixed(0),
          percentile(sorted, 50).toFixed(1),
          percentile(sorted, 99).toFixed(1),
          String(errors),
          String(timeouts),
        ]),
      );
    }
  }
} finally {
  server?.child.kill();
  if (server) rmSync(server.dir, { recursive: true, force: true });
}
// A client left waiting past TIMEOUT_MS has failed as surely as one answered with an error.
console.log(failures ? `FAIL: ${failures} errors and timeouts` : 'OK: no errors, no timeouts');
process.exit(failures ? 1 : 0);
