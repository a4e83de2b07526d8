import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// A PDF answer read back with pdf.js as a reader would: the summary's tests read its text.

const PDFJS = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** The PDF's pages and its text, spaces taken out (pdf.js splits runs of one line). */
export async function readPdf(pdf: string | Uint8Array) {
  const doc = await getDocument({
    data: typeof pdf === 'string' ? new Uint8Array(Buffer.from(pdf, 'base64')) : pdf,
    cMapUrl: `${PDFJS}/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${PDFJS}/standard_fonts/`,
    isEvalSupported: false,
  }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items) if ('str' in item) text += item.str;
  }
  const pages = doc.numPages;
  await doc.destroy();
  return { pages, text: text.replace(/\s+/g, '') };
}
