// pdf.js, loaded only by the PDF viewer. The legacy build: WeChat's and older phones'
// browsers lack some of what the modern build assumes, and the viewer is where a patient
// most often opens the app inside WeChat.
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';

export type { PDFDocumentProxy, RenderTask };

/** The PDF's bytes from the server's base64. */
export function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function openPdf(bytes: Uint8Array<ArrayBuffer>): Promise<PDFDocumentProxy> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
  // Served from the build (scripts/pdfjsAssets.ts): the reports' Chinese font is not
  // embedded, so without the cMaps its text would not be drawn.
  const base = new URL('pdfjs/', document.baseURI).href;
  // pdf.js takes the buffer over to its worker: hand it a copy, the caller keeps its bytes.
  return pdfjs.getDocument({
    data: bytes.slice(),
    cMapUrl: `${base}cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${base}standard_fonts/`,
    // The CSP allows no eval (server/plugins/securityHeaders.ts): pdf.js interprets a PDF's
    // PostScript functions instead of compiling them.
    isEvalSupported: false,
  }).promise;
}
