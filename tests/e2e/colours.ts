import type { Locator } from '@playwright/test';

// Colours and boxes as a journey reads them from getComputedStyle and boundingBox.

type Rgba = [number, number, number, number];

/** A computed CSS colour, `rgb(r, g, b)` or `rgba(r, g, b, a)`, as numbers. */
export function rgba(css: string): Rgba {
  const [r = 0, g = 0, b = 0, a = 1] = (css.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return [r, g, b, a];
}

/** A colour's alpha: 1 is opaque. */
export const alphaOf = (css: string) => rgba(css)[3];

/** `front` laid over the opaque `back`, as the eye sees it. */
function over(front: Rgba, back: Rgba): Rgba {
  const a = front[3];
  return [0, 1, 2].map((i) => front[i]! * a + back[i]! * (1 - a)).concat(1) as Rgba;
}

/** WCAG's contrast ratio of a colour (blended over the background) against an opaque one. */
export function contrast(colour: string, background: string): number {
  const lum = ([r, g, b]: Rgba) => {
    const [lr, lg, lb] = [r, g, b].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
  };
  const back = rgba(background);
  const [hi, lo] = [lum(over(rgba(colour), back)), lum(back)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

/** The background an element is seen on: its own or its nearest ancestor's that is painted. */
export function backgroundOf(target: Locator): Promise<string> {
  return target.evaluate((el) => {
    for (let node: Element | null = el; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      if (!/^rgba\(.*,\s*0\)$/.test(colour) && colour !== 'transparent') return colour;
    }
    return 'rgb(255, 255, 255)';
  });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes share any area. */
export const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
