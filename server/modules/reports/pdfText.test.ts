import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { renderPdf } from './pdf.ts';

const PDFJS = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** The runs of text pdf.js reads from the PDF's first page, each with its font's name. */
async function runs(bytes: Uint8Array) {
  const doc = await getDocument({
    data: bytes,
    cMapUrl: `${PDFJS}/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${PDFJS}/standard_fonts/`,
    isEvalSupported: false,
  }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  const found = content.items.flatMap((item) =>
    'str' in item && item.str.trim() ? [{ str: item.str, font: item.fontName }] : [],
  );
  await doc.destroy();
  return found;
}

describe('the text of a PDF report', () => {
  it("draws a unit's µ, ±, ° and ² with the Latin text around them, not a CJK em each", async () => {
    const pdf = await renderPdf('t', [
      { kind: 'row', spans: [{ text: '血糖 5.6 μmol/L ±0.5 37°C 1.2 m²' }] },
    ]);
    const found = await runs(pdf);
    // pdf.js reads the micro sign back as the Greek mu.
    expect(found.map((r) => r.str)).toEqual(['血糖', '5.6 μmol/L ±0.5 37°C 1.2 m²']);
    expect(found[0]!.font).not.toBe(found[1]!.font);
  });
});
