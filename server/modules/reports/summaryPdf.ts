import { PDFDocument } from 'pdf-lib';
import { renderPdf, type PdfLine } from './pdf.ts';

// The summary for the doctor is one page when it can be: a doctor is handed one sheet. It is
// drawn as the reports are (pdf.ts: its fonts, sizes and wrapping). A finding, the conclusion
// and the advice are never cut (issue 36: a page that leaves a finding off reads cleaner than
// the report): to keep to one page only normal detail is left out, each shorter body saying
// on the page what it left out, and when even the shortest does not fit the summary runs on
// to a second page and says how many it has. Where a page ends depends on how lines wrap,
// which only drawing tells. Runs on a thread of the PDF pool (pdfWorker.ts).

/** How the summary is fitted, beside its whole body. */
export interface OnePage {
  /** The body with less normal detail, each leaving out more than the one before. */
  shorter: PdfLine[][];
  /** The line said when the summary has more than one page: where in the body, and `{n}`. */
  pages: { at: number; text: string };
  /** Last, whatever else. */
  footer: PdfLine[];
}

const pagesOf = async (pdf: Uint8Array) => (await PDFDocument.load(pdf)).getPageCount();

/** A body with the pages line put in. */
const withPages = (body: readonly PdfLine[], { at, text }: OnePage['pages'], n: number) => [
  ...body.slice(0, at),
  { kind: 'text' as const, text: text.replace('{n}', String(n)) },
  ...body.slice(at),
];

/**
 * The PDF of the summary: the first body (the whole, then ever shorter) that fits one A4
 * page; when none does, the one on the fewest pages (the fuller of two on as many), with the
 * line that tells how many pages it has.
 */
export async function renderOnePage(
  title: string,
  body: PdfLine[],
  { shorter, pages, footer }: OnePage,
): Promise<Uint8Array> {
  let fewest: { body: PdfLine[]; count: number } | null = null;
  for (const candidate of [body, ...shorter]) {
    const pdf = await renderPdf(title, [...candidate, ...footer]);
    const count = await pagesOf(pdf);
    if (count === 1) return pdf;
    if (!fewest || count < fewest.count) fewest = { body: candidate, count };
  }
  // The pages line may itself push a line over: drawn again until the count it says holds.
  let n = fewest!.count;
  let pdf = await renderPdf(title, [...withPages(fewest!.body, pages, n), ...footer]);
  for (let tries = 0; tries < 2; tries++) {
    const count = await pagesOf(pdf);
    if (count === n) break;
    n = count;
    pdf = await renderPdf(title, [...withPages(fewest!.body, pages, n), ...footer]);
  }
  return pdf;
}
