import { parentPort } from 'node:worker_threads';
import { renderPdf, type PdfLine } from './pdf.ts';

// A thread of the PDF pool (pdfRenderer.ts): draws one PDF at a time, off the thread that
// answers requests, and hands it back in base64, as report/pdfReport answers it.

export interface PdfJob {
  title: string;
  lines: PdfLine[];
}

export type PdfDone = { pdf: string } | { error: string };

const port = parentPort!;
port.on('message', async ({ title, lines }: PdfJob) => {
  let done: PdfDone;
  try {
    done = { pdf: Buffer.from(await renderPdf(title, lines)).toString('base64') };
  } catch (err) {
    done = { error: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(done);
});
