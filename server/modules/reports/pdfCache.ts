import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Queryable } from '../../db/db.ts';
import type { PdfLine } from './pdf.ts';
import { keepPdf, keptPdf, type PdfOf } from './pdfCacheRepository.ts';
import { drawPdf } from './pdfRenderer.ts';
import type { OnePage } from './summaryPdf.ts';

// A report's PDF is drawn once per version and kept in the database (pdf_cache), so asking
// again draws nothing, on any server instance and after a restart. The version is a hash of
// everything the PDF is drawn from: its title, its lines (the report's data as printed) and
// the drawing code itself, so a report whose data changed, or a new drawing, is drawn again
// and nothing else is. Its inputs are read anyway, to check who may open the PDF.

const DRAWING = Buffer.concat(
  ['./pdf.ts', './pdfWrap.ts'].map((file) => readFileSync(new URL(file, import.meta.url))),
);
/** How a one-page PDF (the summary for the doctor) is cut to fit: part of its drawing. */
const FITTING = readFileSync(new URL('./summaryPdf.ts', import.meta.url));

/** The version of a PDF: a hash of its title, its lines and the drawing code. */
export function pdfVersion(title: string, lines: PdfLine[], onePage?: OnePage): string {
  const hash = createHash('sha256').update(DRAWING);
  // A report's version stays what it was before one-page PDFs came: no report is redrawn.
  if (onePage) hash.update(FITTING).update(JSON.stringify(onePage));
  return hash.update(JSON.stringify([title, lines])).digest('base64url');
}

/**
 * Requests for a PDF being drawn wait for that drawing rather than start another. Only
 * drawings under way are here, each for the seconds it takes; what is kept is in the
 * database.
 */
const drawing = new Map<string, Promise<string>>();

/** How a PDF is drawn and kept beyond its lines. */
export interface Drawing {
  /** Cut to one page (the summary for the doctor). */
  onePage?: OnePage;
  /** Run before a new drawing, never for a kept PDF: a limit on drawings refuses here. */
  beforeDrawing?: () => Promise<unknown>;
  /** The most variants of the report kept (pdfCacheRepository's keepPdf). */
  variantsMax?: number;
}

/**
 * The report's PDF in base64: the one kept for this version, or drawn now and kept. A kept
 * one is only read: asking again writes nothing, so leaves no dead row behind.
 */
export async function reportPdf(
  q: Queryable,
  of: PdfOf,
  title: string,
  lines: PdfLine[],
  how: Drawing = {},
): Promise<string> {
  const { onePage, beforeDrawing, variantsMax } = how;
  const version = pdfVersion(title, lines, onePage);
  const kept = await keptPdf(q, of, version);
  if (kept !== null) return kept;
  const key = `${of.kind}:${of.id}:${of.variant ?? ''}:${version}`;
  let pdf = drawing.get(key);
  if (!pdf) {
    if (beforeDrawing) await beforeDrawing();
    // Checked again: a drawing of the same may have started while the limit was counted.
    const started = drawing.get(key);
    if (started) return started;
    pdf = drawPdf(title, lines, onePage).then(async (made) => {
      await keepPdf(q, of, { version, pdfBase64: made, variantsMax });
      return made;
    });
    drawing.set(key, pdf);
    void pdf.finally(() => drawing.delete(key)).catch(() => undefined);
  }
  return pdf;
}
