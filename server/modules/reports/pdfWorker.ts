import { parentPort } from 'node:worker_threads';
import { renderPdf, type PdfLine } from './pdf.ts';
import { renderOnePage, type OnePage } from './summaryPdf.ts';

// A thread of the PDF pool (pdfRenderer.ts): draws one PDF at a time, off the thread that
// answers requests, and hands it back in base64, as report/pdfReport answers it.

export interface PdfJob {
  title: string;
  lines: PdfLine[];
  /** The summary for the doctor: one page, its lines cut to fit (summaryPdf.ts). */
  onePage?: OnePage;
}

export type PdfDone = { pdf: string } | { error: string };

const port = parentPort!;
port.on('message', async ({ title, lines, onePage }: PdfJob) => {
  let done: PdfDone;
  try {
    const pdf = onePage
      ? await renderOnePage(title, lines, onePage)
      : await renderPdf(title, lines);
    done = { pdf: Buffer.from(pdf).toString('base64') };
  } catch (err) {
    done = { error: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(done);
});
