// What the load benches share: the reference server in a child process of its own (so the
// clients' work is not the server's), a closed loop of clients, and the table they print.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, get, type OutgoingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A client still waiting this long has failed as surely as one answered with an error. */
export const TIMEOUT_MS = 5_000;
/** What a browser accepts: the server compresses answers over 1 KB as it would for one. */
const BROWSER_ENCODINGS = 'gzip, deflate, br';

export const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};

/**
 * The server as `npm run server` starts it, on the embedded database in `dataDir` (a new
 * one, removed by `stop()`, when none is given), on a port of its own.
 */
export async function childServer(dataDir?: string) {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'bench-api-'));
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
  child.removeAllListeners('exit');
  let stopping = false;
  // A server that stops under load is the finding, not a pile of refused connections.
  child.once('exit', (code, signal) => {
    if (!stopping)
      console.error(`The server stopped during the bench: ${signal ?? `exit ${code}`}`);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    /** Stops the server (it closes its database first) and removes a data folder it made. */
    stop: async () => {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill();
        await exited;
      }
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface Result {
  done: number;
  errors: number;
  timeouts: number;
  latencies: number[];
}

/** One request of a client: the address and its headers (a token, for a signed-in one). */
export type RequestOf = (
  client: number,
  n: number,
) => { url: string; headers?: OutgoingHttpHeaders };

/** One GET; `localAddress` sends it from another loopback address (another client, on Linux). */
export function once(
  url: string,
  agent: Agent,
  headers: OutgoingHttpHeaders = {},
  localAddress?: string,
): Promise<'ok' | 'error' | 'timeout'> {
  return new Promise((resolve) => {
    const sent = { 'accept-encoding': BROWSER_ENCODINGS, ...headers };
    const req = get(url, { agent, timeout: TIMEOUT_MS, headers: sent, localAddress }, (res) => {
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

/** `clients` clients, each sending its next request when the last is answered, for `seconds`. */
export async function load(requestOf: RequestOf, clients: number, seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const result: Result = { done: 0, errors: 0, timeouts: 0, latencies: [] };
  const end = Date.now() + seconds * 1000;
  let sent = 0;
  const client = async (i: number) => {
    while (Date.now() < end) {
      const { url, headers } = requestOf(i, sent++);
      const start = performance.now();
      const outcome = await once(url, agent, headers);
      result.latencies.push(performance.now() - start);
      if (outcome === 'ok') result.done += 1;
      else if (outcome === 'timeout') result.timeouts += 1;
      else result.errors += 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, i) => client(i)));
  agent.destroy();
  return result;
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

export const columns = (cells: string[], first = 36) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(first) : cell.padStart(9))).join(' ');

export const HEADER = [
  'route',
  'clients',
  'req/s',
  'p50 ms',
  'p99 ms',
  'errors',
  'timeouts',
  'cpu main',
  'cpu all',
];

/**
 * A line of the table: throughput, p50, p99, errors and timeouts of one load, and the
 * server's CPU time per request (ms, main thread and all threads) when it is known.
 */
export function row(
  label: string,
  clients: number,
  seconds: number,
  r: Result,
  cpu = { main: NaN, all: NaN },
) {
  const sorted = r.latencies.sort((a, b) => a - b);
  const perRequest = (ms: number) =>
    Number.isNaN(ms) ? '-' : (ms / r.latencies.length).toFixed(2);
  return columns([
    label,
    String(clients),
    (r.done / seconds).toFixed(0),
    percentile(sorted, 50).toFixed(1),
    percentile(sorted, 99).toFixed(1),
    String(r.errors),
    String(r.timeouts),
    perRequest(cpu.main),
    perRequest(cpu.all),
  ]);
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

function ticksOf(statFile: string): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(statFile, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return NaN;
  }
}

/**
 * CPU time the server spent, on its main thread and in all, in ms (Linux only; NaN
 * elsewhere): with other programs on the machine, a request's CPU time is steadier than its
 * latency.
 */
export function serverCpu(pid: number | undefined) {
  if (!pid) return { main: NaN, all: NaN };
  return {
    main: ticksOf(`/proc/${pid}/task/${pid}/stat`) * TICK_MS,
    all: ticksOf(`/proc/${pid}/stat`) * TICK_MS,
  };
}
