// A connection flood on a server of this machine, and what real requests meet meanwhile.
// Several client processes (each from a loopback address of its own, 127.0.0.2, .3, ...) open
// idle connections at a bounded rate until each holds its count, and reopen those the server
// closes, as a determined client would; a prober makes real requests from 127.0.0.1, each on a
// new connection, and prints their p50, p99 and failures every few seconds and at the end.
//   npm run bench:flood -- [--url http://127.0.0.1:PORT] [--flooders 3] [--connections 8000]
//                          [--seconds 60] [--rate 2000] [--path /api/hosp/info?id=1]
//                          [--from 127.0.0.2,127.0.0.3,...]
// Without --url it starts the reference server in a child process on a fresh embedded
// database. Loopback only: any other target or source address is refused, and the counts and
// the time are bounded. Exits 1 when a probe failed, or the flood's p99 reached 1 s.
import { fork, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { isLoopback } from '../server/plugins/loopbackOnly.ts';
import { arg, childServer, percentile } from './benchLoad.ts';

interface FloodPlan {
  host: string;
  port: number;
  from: string;
  connections: number;
  rate: number;
  seconds: number;
}

interface FloodCount {
  /** Connections this flooder holds open now. */
  held: number;
  /** Connections the server closed (or dropped) while the flooder held them. */
  closed: number;
  /** Connections that failed to open (refused, reset, no port left). */
  failed: number;
}

const PROBE_TIMEOUT_MS = 5_000;
const PROBE_EVERY_MS = 100;
const REPORT_EVERY_MS = 5_000;
const BASELINE_MS = 3_000;
const FLOOD_CHILD = 'FLOOD_PLAN';

function bounded(name: string, fallback: number, max: number): number {
  const value = Number(arg(name) ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new Error(`${name} must be a whole number from 1 to ${max}`);
  return value;
}

/** Refuses every address that is not this machine's: a flood is never aimed elsewhere. */
function loopbackV4(address: string, what: string): string {
  const host = address === 'localhost' ? '127.0.0.1' : address;
  if (!isLoopback(host) || host.includes(':'))
    throw new Error(`${what} must be an IPv4 loopback address (127.x.x.x), got ${address}`);
  return host;
}

/**
 * One flooder, in a process of its own (its own open-file limit, as a separate client). It
 * says it is ready, and floods from the parent's 'go' for its seconds: the processes'
 * start-up is not counted as the flood's doing.
 */
function flood(plan: FloodPlan) {
  const sockets = new Set<Socket>();
  const count: FloodCount = { held: 0, closed: 0, failed: 0 };
  let stopping = false;
  const open = () => {
    const socket = connect({ host: plan.host, port: plan.port, localAddress: plan.from });
    sockets.add(socket);
    let connected = false;
    socket.once('connect', () => {
      connected = true;
      count.held += 1;
    });
    socket.on('data', () => {}); // what the server writes before closing (a 408)
    socket.on('error', () => {});
    socket.once('close', () => {
      sockets.delete(socket);
      if (!connected) count.failed += 1;
      else {
        count.held -= 1;
        if (!stopping) count.closed += 1;
      }
    });
  };
  const perTick = Math.max(1, Math.round(plan.rate / 10));
  const go = () => {
    const opener = setInterval(() => {
      for (let i = 0; i < perTick && sockets.size < plan.connections; i++) open();
    }, 100);
    const reporter = setInterval(() => process.send?.(count), 1_000);
    setTimeout(() => {
      stopping = true;
      clearInterval(opener);
      clearInterval(reporter);
      for (const socket of sockets) socket.destroy();
      process.send?.(count, () => process.exit(0));
    }, plan.seconds * 1_000);
  };
  process.once('message', go);
  process.once('disconnect', () => process.exit(0));
  process.send?.('ready');
}

interface Probes {
  ms: number[];
  failures: number;
}

const noProbes = (): Probes => ({ ms: [], failures: 0 });

/** One real request on a new connection: its time to the last byte, or null when it failed. */
function probe(host: string, port: number, path: string, done: (ms: number | null) => void) {
  const started = performance.now();
  let settled = false;
  const settle = (ok: boolean) => {
    if (settled) return;
    settled = true;
    done(ok ? performance.now() - started : null);
  };
  const request = get(
    { host, port, path, localAddress: '127.0.0.1', agent: false, timeout: PROBE_TIMEOUT_MS },
    (res) => {
      res.resume();
      res.once('end', () => settle(res.statusCode === 200));
      res.once('error', () => settle(false));
    },
  );
  request.once('timeout', () => request.destroy(new Error('timeout')));
  request.once('error', () => settle(false));
}

const summary = (p: Probes) => {
  const sorted = [...p.ms].sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(0)} ms`.padStart(8);
  return `${String(p.ms.length + p.failures).padStart(5)} probes  p50 ${ms(percentile(sorted, 50))}  p99 ${ms(percentile(sorted, 99))}  failures ${p.failures}`;
};

async function main() {
  const flooders = bounded('--flooders', 3, 8);
  const connections = bounded('--connections', 8_000, 10_000);
  const seconds = bounded('--seconds', 60, 600);
  const rate = bounded('--rate', 2_000, 20_000);
  const path = arg('--path') ?? '/api/hosp/info?id=1';
  const given = arg('--url');
  const froms = (arg('--from') ?? '')
    .split(',')
    .filter(Boolean)
    .map((a) => loopbackV4(a, '--from'));
  const sources = Array.from(
    { length: flooders },
    (_, i) => froms[i % Math.max(1, froms.length)] ?? `127.0.0.${i + 2}`,
  );

  const server = given ? undefined : await childServer();
  const url = new URL(given ?? server?.url ?? '');
  const host = loopbackV4(url.hostname, '--url');
  const port = Number(url.port || 80);
  const probes = { baseline: noProbes(), flood: noProbes() };
  let phase: keyof typeof probes = 'baseline';
  let recent = noProbes();

  const counts = new Map<ChildProcess, FloodCount>();
  const children = await Promise.all(
    sources.map((from) => {
      const plan: FloodPlan = { host, port, from, connections, rate, seconds };
      const child = fork(process.argv[1] ?? '', [], {
        env: { ...process.env, [FLOOD_CHILD]: JSON.stringify(plan) },
      });
      return new Promise<ChildProcess>((resolve) => {
        child.on('message', (message) => {
          if (message === 'ready') resolve(child);
          else counts.set(child, message as FloodCount);
        });
      });
    }),
  );
  // The baseline: once the flooders' processes have started, before they flood.
  console.log(`Probing http://${host}:${port}${path} from 127.0.0.1, one new connection each`);
  const prober = setInterval(() => {
    const total = probes[phase];
    // A probe counts in the phase it began in, and in the report of when it ended.
    probe(host, port, path, (ms) => {
      for (const p of [total, recent])
        if (ms === null) p.failures += 1;
        else p.ms.push(ms);
    });
  }, PROBE_EVERY_MS);
  await new Promise((resolve) => setTimeout(resolve, BASELINE_MS));
  console.log(`before the flood         ${summary(probes.baseline)}`);
  phase = 'flood';
  recent = noProbes();
  for (const child of children) child.send('go');
  console.log(
    `${flooders} flooders from ${[...new Set(sources)].join(', ')}, up to ${connections} idle connections each, ${rate}/s, for ${seconds} s`,
  );
  const started = Date.now();
  let maxHeld = 0;
  const reporter = setInterval(() => {
    const all = [...counts.values()];
    const held = all.reduce((n, c) => n + c.held, 0);
    maxHeld = Math.max(maxHeld, held);
    const closed = all.reduce((n, c) => n + c.closed, 0);
    const failed = all.reduce((n, c) => n + c.failed, 0);
    const t = `${Math.round((Date.now() - started) / 1000)} s`.padStart(5);
    console.log(
      `${t} held ${String(held).padStart(6)} closed ${String(closed).padStart(7)} failed ${String(failed).padStart(7)}  ${summary(recent)}`,
    );
    recent = noProbes();
  }, REPORT_EVERY_MS);

  await Promise.all(children.map((c) => new Promise((resolve) => c.once('exit', resolve))));
  clearInterval(reporter);
  clearInterval(prober);
  // The probes still in flight settle within their timeout.
  await new Promise((resolve) => setTimeout(resolve, PROBE_TIMEOUT_MS));
  await server?.stop();
  const flooded = probes.flood;
  const sorted = [...flooded.ms].sort((a, b) => a - b);
  console.log(`during the flood         ${summary(flooded)}  (most held at once: ${maxHeld})`);
  const held = flooded.failures === 0 && percentile(sorted, 99) < 1_000;
  console.log(held ? 'Real requests were answered throughout.' : 'Real requests suffered.');
  process.exit(held ? 0 : 1);
}

const plan = process.env[FLOOD_CHILD];
if (plan) flood(JSON.parse(plan) as FloodPlan);
else
  await main().catch((err: Error) => {
    console.error(err.message);
    process.exit(2);
  });
