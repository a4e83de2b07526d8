import { Worker } from 'node:worker_threads';

// The server runs its TypeScript sources through tsx, in development and in production alike
// (`npm start` is `tsx scripts/start.ts`); a worker thread runs its file the same way. Node 20
// applies no `--import` loader to a worker's first file, so a small first module registers
// tsx in the new thread and then imports the real one. Its address is resolved here, so the
// worker starts the same under tests, scripts and any working folder.
const tsxApi = import.meta.resolve('tsx/esm/api');
const BOOT = `import { workerData } from 'node:worker_threads';
const { register } = await import(${JSON.stringify(tsxApi)});
register();
await import(workerData.entry);`;
const bootUrl = new URL(`data:text/javascript,${encodeURIComponent(BOOT)}`);

/**
 * A worker thread running `file`, a TypeScript module of this repository, with `data` as
 * its `workerData.data`. It does not keep the process alive by itself: its owner refs it
 * while it waits for an answer, and ends it.
 */
export function tsWorker(file: URL, data: unknown): Worker {
  // None of the parent's flags (a test runner's, tsx's own): the boot module is the loader.
  const worker = new Worker(bootUrl, { execArgv: [], workerData: { entry: file.href, data } });
  worker.unref();
  return worker;
}
