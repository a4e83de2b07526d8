import { PDFDocument } from 'pdf-lib';
import { renderPdf, type PdfLine } from './pdf.ts';

// The summary for the doctor is one page, always: a doctor is handed one sheet. It is drawn
// as the reports are (pdf.ts: its fonts, sizes and wrapping), and when its lines would run
// onto a second page the body is cut where the page ends, with a note that points to the
// full report. Where the page ends depends on how the lines wrap, which only drawing
// tells: the longest body that fits is found by drawing, halving the range each time.
// Runs on a thread of the PDF pool (pdfWorker.ts).

/** What stays whatever is cut: the footer, and the note said only when something was. */
export interface OnePage {
  footer: PdfLine[];
  cutNote: PdfLine;
}

const pagesOf = async (pdf: Uint8Array) => (await PDFDocument.load(pdf)).getPageCount();

/** A body cut before `n` lines, ending on content rather than on a heading. */
function cutBefore(body: readonly PdfLine[], n: number): PdfLine[] {
  let end = n;
  while (end > 0 && body[end - 1]!.kind === 'heading') end -= 1;
  return body.slice(0, end);
}

/** The PDF of `body` and the footer on one A4 page, the body cut to fit when it must. */
export async function renderOnePage(
  title: string,
  body: PdfLine[],
  { footer, cutNote }: OnePage,
): Promise<Uint8Array> {
  const whole = await renderPdf(title, [...body, ...footer]);
  if ((await pagesOf(whole)) === 1) return whole;
  // The longest cut body that fits, with the note: fits(low) holds, fits(high) does not.
  let low = 0;
  let high = body.length;
  let best: Uint8Array | null = null;
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    const pdf = await renderPdf(title, [...cutBefore(body, mid), cutNote, ...footer]);
    if ((await pagesOf(pdf)) === 1) {
      low = mid;
      best = pdf;
    } else high = mid;
  }
  return best ?? renderPdf(title, [...cutBefore(body, low), cutNote, ...footer]);
}
