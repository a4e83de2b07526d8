import { describe, expect, it } from 'vitest';
import {
  ZOOM_MAX,
  ZOOM_MIN,
  clampZoom,
  pinchZoom,
  readableZoom,
  stepZoom,
  textPxAt,
} from './pdfZoom';

describe('pdf zoom', () => {
  it('steps by a quarter within the limits', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.75);
    expect(stepZoom(ZOOM_MAX, 1)).toBe(ZOOM_MAX);
    expect(stepZoom(ZOOM_MIN, -1)).toBe(ZOOM_MIN);
  });
  it('follows the fingers of a pinch', () => {
    expect(pinchZoom(1, 100, 150)).toBe(1.5);
    expect(pinchZoom(2, 200, 100)).toBe(1);
    expect(pinchZoom(1, 100, 1000)).toBe(ZOOM_MAX);
    expect(pinchZoom(1, 100, 10)).toBe(ZOOM_MIN);
  });
  it('ignores a pinch without a spread', () => {
    expect(pinchZoom(1.5, 0, 100)).toBe(1.5);
    expect(clampZoom(1.234)).toBe(1.23);
  });
  it('opens an A4 page at a zoom where its body text is readable', () => {
    const zoom = readableZoom(595.28, 374, 12);
    expect(zoom).toBe(1.85);
    expect(textPxAt(1, 595.28, 374)).toBeLessThan(7);
    expect(textPxAt(zoom, 595.28, 374)).toBeGreaterThanOrEqual(12);
    // Elder mode asks 0.75rem of a 20.8 px root: 15.6 px.
    expect(textPxAt(readableZoom(595.28, 374, 15.6), 595.28, 374)).toBeGreaterThanOrEqual(15.6);
  });
  it('never opens below the width of the screen, nor past the largest zoom', () => {
    expect(readableZoom(300, 374, 12)).toBe(1);
    expect(readableZoom(595.28, 100, 40)).toBe(ZOOM_MAX);
    expect(readableZoom(0, 374, 12)).toBe(1);
    expect(readableZoom(595.28, 0, 12)).toBe(1);
  });
});
