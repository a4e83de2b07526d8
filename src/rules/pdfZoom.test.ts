import { describe, expect, it } from 'vitest';
import { ZOOM_MAX, ZOOM_MIN, clampZoom, pinchZoom, stepZoom } from './pdfZoom';

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
});
