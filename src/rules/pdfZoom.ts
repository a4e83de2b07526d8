// The PDF viewer's zoom: buttons step it, a pinch scales it by the fingers' spread.

export const ZOOM_MIN = 0.5;
export const ZOOM_MAX = 3;
export const ZOOM_STEP = 0.25;

export const clampZoom = (z: number): number =>
  Math.round(Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, z)) * 100) / 100;

/** One button press: in (+1) or out (-1). */
export const stepZoom = (z: number, dir: 1 | -1): number => clampZoom(z + dir * ZOOM_STEP);

/** The zoom after a pinch that moved two fingers from `startGap` to `gap` pixels apart. */
export function pinchZoom(start: number, startGap: number, gap: number): number {
  if (startGap <= 0 || gap <= 0) return start;
  return clampZoom((start * gap) / startGap);
}

/**
 * A report's body text: 10.5 pt (the Chinese size "wuhao", what the centre's reports and most
 * printed reports use). A page drawn to a phone's width shows it at about 6 px.
 */
export const REPORT_TEXT_PT = 10.5;

/**
 * The zoom (1 = the page as wide as the screen) at which text of `textPt` points draws at
 * least `minTextPx` CSS px, rounded up to a twentieth; never below 1. An A4 page (595 pt) on
 * a 374 px wide screen needs 1.85 for 12 px text.
 */
export function readableZoom(
  pageWidthPt: number,
  fitWidthPx: number,
  minTextPx: number,
  textPt = REPORT_TEXT_PT,
): number {
  if (pageWidthPt <= 0 || fitWidthPx <= 0 || textPt <= 0) return 1;
  const fitTextPx = (textPt * fitWidthPx) / pageWidthPt;
  const needed = Math.ceil((minTextPx / fitTextPx) * 20 - 1e-9) / 20;
  return clampZoom(Math.max(1, needed));
}

/** The size a text of `textPt` points draws at a zoom, in CSS px. */
export const textPxAt = (
  zoom: number,
  pageWidthPt: number,
  fitWidthPx: number,
  textPt = REPORT_TEXT_PT,
): number => (textPt * fitWidthPx * zoom) / pageWidthPt;
