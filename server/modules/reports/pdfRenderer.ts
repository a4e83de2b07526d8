import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { tsWorker } from '../../tsWorker.ts';
import type { PdfLine } from './pdf.ts';
import type { PdfDone, PdfJob } from './pdfWorker.ts';
import type { OnePage } from './summaryPdf.ts';

// Drawing a PDF takes tens of milliseconds of pure computation: on the thread that answers
// requests, 60 at once held every other request back by a second or more. They are drawn
// in a pool of worker threads instead (pdfWorker.ts), one PDF per thread at a time, the
// rest waiting in line. A thread starts with the first PDF it is needed for and stays.

/** Threads at most: one per core but the one the server answers on, and at least one. */
export const PDF_THREADS = Math.max(1, availableParallelism() - 1);

interface Waiting {
  job: PdfJob;
  resolve: (pdf: string) => void;
  reject: (err: Error) => void;
}

const idle: Worker[] = [];
const busy = new Map<Worker, Waiting>();
const line: Waiting[] = [];
let drawn = 0;
let closing = false;

/** How many PDFs this process has drawn: a PDF served from the kept ones is not drawn. */
export const pdfsDrawn = () => drawn;

function give(worker: Worker, waiting: Waiting) {
  busy.set(worker, waiting);
  // A thread keeps the process alive only while it draws.
  worker.ref();
  drawn += 1;
  worker.postMessage(waiting.job);
}

function nextFor(worker: Worker) {
  busy.delete(worker);
  const waiting = line.shift();
  if (waiting) return give(worker, waiting);
  worker.unref();
  idle.push(worker);
}

function startThread(): Worker {
  const worker = tsWorker(new URL('./pdfWorker.ts', import.meta.url), null);
  worker.on('message', (done: PdfDone) => {
    const waiting = busy.get(worker);
    nextFor(worker);
    if ('pdf' in done) waiting?.resolve(done.pdf);
    else waiting?.reject(new Error(`PDF not drawn: ${done.error}`));
  });
  // A thread that died takes its PDF with it; the next PDF in line starts another thread.
  // ('error' comes before 'exit' and needs a listener, or it would end the process.)
  worker.on('error', () => undefined);
  worker.on('exit', () => {
    const waiting = busy.get(worker);
    busy.delete(worker);
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
    waiting?.reject(new Error('the PDF thread stopped'));
    const next = closing ? undefined : line.shift();
    if (next) give(startThread(), next);
  });
  return worker;
}

/** The PDF of `lines` in base64, drawn on a thread of the pool (on one page: `onePage`). */
export function drawPdf(title: string, lines: PdfLine[], onePage?: OnePage): Promise<string> {
  return new Promise((resolve, reject) => {
    const waiting = { job: { title, lines, ...(onePage && { onePage }) }, resolve, reject };
    const worker = idle.pop() ?? (busy.size < PDF_THREADS ? startThread() : undefined);
    if (worker) give(worker, waiting);
    else line.push(waiting);
  });
}

/** Ends the pool's threads (the server's close); a later PDF starts them again. */
export async function closePdfThreads() {
  closing = true;
  for (const waiting of line.splice(0)) waiting.reject(new Error('the server is closing'));
  await Promise.all([...idle, ...busy.keys()].map((w) => w.terminate()));
  closing = false;
}
