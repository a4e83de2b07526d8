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
