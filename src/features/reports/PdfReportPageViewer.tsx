import { useEffect, useRef, useState, type TouchEvent } from 'react';
import { Button } from 'react-vant';
import { useTranslation } from 'react-i18next';
import { pinchZoom, readableZoom, stepZoom, textPxAt } from '@/rules/pdfZoom';
import { EmptyState } from '@/kit/EmptyState';
import { openPdf, type PDFDocumentProxy, type RenderTask } from './PdfReportPageLoader';

const gapOf = (e: TouchEvent) => {
  const [a, b] = [e.touches[0], e.touches[1]];
  return a && b ? Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY) : 0;
};

/** The viewer's padding either side: the page at zoom 1 is the box less this. */
const PAD = 16;

/** The smallest text the viewer opens at: 0.75rem, 12 px (15.6 in the elder mode). */
const minTextPx = () =>
  0.75 * (parseFloat(getComputedStyle(document.documentElement).fontSize) || 16);

/** Draws every page of the PDF into its canvas at `zoom` times the width of the screen. */
async function drawPages(
  doc: PDFDocumentProxy,
  canvases: HTMLCanvasElement[],
  width: number,
  zoom: number,
  tasks: RenderTask[],
) {
  const ratio = window.devicePixelRatio || 1;
  for (const [i, canvas] of canvases.entries()) {
    const page = await doc.getPage(i + 1);
    const css = (width / page.getViewport({ scale: 1 }).width) * zoom;
    const viewport = page.getViewport({ scale: css * ratio });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
    canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
    const task = page.render({ canvas, viewport });
    tasks.push(task);
    await task.promise;
  }
}

/**
 * The PDF in the page, page by page, zoomed with the buttons or a pinch. It opens at the
 * zoom where the report's body text is readable (a phone-wide A4 page prints it at 6 px);
 * one button shows the whole page width and back. The viewer takes the pinch itself
 * (touch-action in pdfReport.css), so the browser's own page zoom does not fight it. The
 * zoom buttons sit above the pages, and the pages scroll both ways in a box no taller than
 * the screen (pdfReport.css): a zoomed line's end is always a sideways scroll away.
 */
export function PdfReportPageViewer({ bytes }: { bytes: Uint8Array<ArrayBuffer> }) {
  const { t } = useTranslation('reportDetail');
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  const [zoom, setZoom] = useState(1);
  // The page's width in points and the zoom it opens at, once the PDF is read.
  const [page, setPage] = useState<{ widthPt: number; fitPx: number; readable: number } | null>(
    null,
  );
  const [drawn, setDrawn] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const canvases = useRef<HTMLCanvasElement[]>([]);
  const pinch = useRef<{ gap: number; zoom: number; next: number } | null>(null);

  useEffect(() => {
    let open: PDFDocumentProxy | null = null;
    let gone = false;
    openPdf(bytes)
      .then(async (d) => {
        open = d;
        if (gone) return void d.destroy();
        const widthPt = (await d.getPage(1)).getViewport({ scale: 1 }).width;
        const fitPx = (box.current?.clientWidth ?? 0) - PAD;
        const readable = readableZoom(widthPt, fitPx, minTextPx());
        if (gone) return;
        setPage({ widthPt, fitPx, readable });
        setZoom(readable);
        setDoc(d);
      })
      .catch(() => !gone && setFailed(true));
    return () => {
      gone = true;
      void open?.destroy();
    };
  }, [bytes]);

  useEffect(() => {
    const el = box.current;
    if (!doc || !el) return;
    const tasks: RenderTask[] = [];
    setDrawn(false);
    drawPages(doc, canvases.current.slice(0, doc.numPages), el.clientWidth - PAD, zoom, tasks).then(
      () => setDrawn(true),
      // A zoom that starts a new drawing cancels this one: not a failure.
      (err: Error) => err?.name !== 'RenderingCancelledException' && setFailed(true),
    );
    return () => tasks.forEach((task) => task.cancel());
  }, [doc, zoom]);

  function onTouchStart(e: TouchEvent) {
    if (e.touches.length === 2) pinch.current = { gap: gapOf(e), zoom, next: zoom };
  }
  function onTouchMove(e: TouchEvent) {
    const p = pinch.current;
    if (!p || e.touches.length !== 2 || !sheet.current) return;
    p.next = pinchZoom(p.zoom, p.gap, gapOf(e));
    // Scaled by CSS while the fingers move; drawn sharp again when they lift.
    sheet.current.style.transform = `scale(${p.next / p.zoom})`;
  }
  function onTouchEnd() {
    const p = pinch.current;
    if (!p) return;
    pinch.current = null;
    if (sheet.current) sheet.current.style.transform = '';
    setZoom(p.next);
  }

  if (failed) return <EmptyState kind="error" text={t('pdf.failed')} testId="pdf-failed" />;
  return (
    <>
      {/* Above the pages, in the flow: never over the report's text (issue 38). */}
      <div className="pdf-viewer__zoom" role="group" aria-label={t('pdf.zoomLabel')}>
        {page && (
          <Button
            size="small"
            round
            className="pdf-viewer__fit"
            data-testid="pdf-fit"
            onClick={() => setZoom((z) => (z === 1 ? page.readable : 1))}
          >
            {zoom === 1 ? t('pdf.readable') : t('pdf.fitWidth')}
          </Button>
        )}
        <Button
          size="small"
          round
          aria-label={t('pdf.zoomOut')}
          onClick={() => setZoom((z) => stepZoom(z, -1))}
        >
          −
        </Button>
        <span data-testid="pdf-zoom" aria-live="polite">
          {t('pdf.zoomLevel', { percent: Math.round(zoom * 100) })}
        </span>
        <Button
          size="small"
          round
          aria-label={t('pdf.zoomIn')}
          onClick={() => setZoom((z) => stepZoom(z, 1))}
        >
          +
        </Button>
      </div>
      <div
        ref={box}
        className="pdf-viewer"
        data-testid="pdf-viewer"
        // Scrolls sideways when zoomed: a keyboard can reach and scroll it too.
        role="region"
        aria-label={t('pdf.pages')}
        tabIndex={0}
        data-drawn={drawn}
        data-text-px={page ? Math.round(textPxAt(zoom, page.widthPt, page.fitPx) * 10) / 10 : ''}
        onTouchStart={onTouchStart}
        onTouchMove={onTouchMove}
        onTouchEnd={onTouchEnd}
        onTouchCancel={onTouchEnd}
      >
        {!doc && <EmptyState compact text={t('pdf.loading')} />}
        <div ref={sheet} className="pdf-viewer__sheet">
          {Array.from({ length: doc?.numPages ?? 0 }, (_, i) => (
            <canvas
              key={i}
              data-testid="pdf-page"
              ref={(el) => {
                if (el) canvases.current[i] = el;
              }}
            />
          ))}
        </div>
      </div>
    </>
  );
}
