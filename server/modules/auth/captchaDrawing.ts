import { fileURLToPath } from 'node:url';
import opentype from 'opentype.js';

/** The picture's size, as the login dialog shows it. */
export const CAPTCHA_WIDTH = 110;
export const CAPTCHA_HEIGHT = 40;
const FONT_SIZE = 40;

type Point = { x: number; y: number };
/** One segment after its start point: 1 point is a line, 2 a quadratic, 3 a cubic curve. */
type Segment = Point[];
type Contour = { start: Point; segments: Segment[] };

// The project's own copy of the font svg-captcha draws with, loaded through opentype.js's
// documented loadSync (not through svg-captcha's internals).
const font = opentype.loadSync(
  fileURLToPath(new URL('../../assets/fonts/Comismsh.ttf', import.meta.url)),
);

const between = (min: number, max: number) => min + Math.random() * (max - min);

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** The font's outline of `ch`, baseline at y = 0, as closed contours (the closing line made explicit). */
function outline(ch: string): Contour[] {
  const contours: Contour[] = [];
  let current: Contour | undefined;
  for (const c of font.charToGlyph(ch).getPath(0, 0, FONT_SIZE).commands) {
    const end = { x: c.x ?? 0, y: c.y ?? 0 };
    if (c.type === 'M') {
      current = { start: end, segments: [] };
      contours.push(current);
    } else if (c.type === 'L') current?.segments.push([end]);
    else if (c.type === 'Q') current?.segments.push([{ x: c.x1!, y: c.y1! }, end]);
    else if (c.type === 'C')
      current?.segments.push([{ x: c.x1!, y: c.y1! }, { x: c.x2!, y: c.y2! }, end]);
    else if (c.type === 'Z' && current) {
      const last = current.segments.at(-1)?.at(-1) ?? current.start;
      if (Math.hypot(last.x - current.start.x, last.y - current.start.y) > 1e-6)
        current.segments.push([{ ...current.start }]);
    }
  }
  return contours.filter((c) => c.segments.length > 0);
}

/** De Casteljau: the segment from `from` split at `t` into two segments of the same degree. */
function split(from: Point, segment: Segment, t: number): [Segment, Segment] {
  let points = [from, ...segment];
  const left: Point[] = [];
  const right: Point[] = [];
  while (points.length > 0) {
    left.push(points[0]!);
    right.unshift(points.at(-1)!);
    points = points.slice(1).map((p, i) => ({
      x: points[i]!.x + (p.x - points[i]!.x) * t,
      y: points[i]!.y + (p.y - points[i]!.y) * t,
    }));
  }
  return [left.slice(1), right.slice(1)];
}

/** Same curve, one degree higher: a line becomes a quadratic, a quadratic a cubic. */
function elevate(from: Point, segment: Segment): Segment {
  const end = segment.at(-1)!;
  if (segment.length === 1) return [{ x: (from.x + end.x) / 2, y: (from.y + end.y) / 2 }, end];
  if (segment.length === 2) {
    const c = segment[0]!;
    return [
      { x: from.x + ((c.x - from.x) * 2) / 3, y: from.y + ((c.y - from.y) * 2) / 3 },
      { x: end.x + ((c.x - end.x) * 2) / 3, y: end.y + ((c.y - end.y) * 2) / 3 },
      end,
    ];
  }
  return segment;
}

/**
 * Rewrites a contour so its command sequence is new each time while its shape stays: another
 * starting vertex, segments split at random places, some raised by one degree.
 */
function reshape(contour: Contour, splitChance: number): Contour {
  const turn = Math.floor(Math.random() * contour.segments.length);
  const ring = [...contour.segments.slice(turn), ...contour.segments.slice(0, turn)];
  const start = turn === 0 ? contour.start : contour.segments[turn - 1]!.at(-1)!;
  const forced = new Set([
    Math.floor(Math.random() * ring.length),
    Math.floor(Math.random() * ring.length),
  ]);
  const segments: Segment[] = [];
  let from = start;
  ring.forEach((segment, i) => {
    let pieces: Segment[] = [segment];
    if (forced.has(i) || Math.random() < splitChance)
      pieces = split(from, segment, between(0.3, 0.7));
    for (const piece of pieces) {
      segments.push(Math.random() < 0.2 ? elevate(from, piece) : piece);
      from = piece.at(-1)!;
    }
  });
  return { start, segments };
}

type Box = { left: number; right: number; top: number; bottom: number };

function box(contours: Contour[]): Box {
  const all = contours.flatMap((c) => [c.start, ...c.segments.flat()]);
  const xs = all.map((p) => p.x);
  const ys = all.map((p) => p.y);
  return {
    left: Math.min(...xs),
    right: Math.max(...xs),
    top: Math.min(...ys),
    bottom: Math.max(...ys),
  };
}

/**
 * Maps every point of a glyph: its own turn, size and slant about its middle, then a gentle wave
 * that bends its strokes (no two drawings of a letter have the same geometry).
 */
function place(contours: Contour[], from: Box, center: Point): Contour[] {
  const mid = { x: (from.left + from.right) / 2, y: (from.top + from.bottom) / 2 };
  const angle = between(-15, 15) * (Math.PI / 180);
  const scale = between(0.88, 1.02);
  const stretch = between(0.94, 1.06);
  const skew = between(-0.18, 0.18);
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const wave = { a: between(0.5, 0.9), k: between(0.25, 0.45), phase: between(0, 2 * Math.PI) };
  const map = (p: Point): Point => {
    const x = (p.x - mid.x) * scale * stretch + (p.y - mid.y) * skew;
    const y = (p.y - mid.y) * scale;
    const bend = wave.a * Math.sin(wave.k * (x + y) + wave.phase);
    return { x: center.x + x * cos - y * sin + bend, y: center.y + x * sin + y * cos - bend };
  };
  return contours.map((c) => ({
    start: map(c.start),
    segments: c.segments.map((s) => s.map(map)),
  }));
}

// Small enough that the thin double strokes of the font do not fray.
const jitter = (p: Point): Point => ({ x: p.x + between(-0.2, 0.2), y: p.y + between(-0.2, 0.2) });

/** A few specks of the same ink: contours no glyph of the font has. */
function decoys(): Contour[] {
  return Array.from({ length: 3 + Math.floor(Math.random() * 4) }, () => {
    const c = { x: between(4, CAPTCHA_WIDTH - 4), y: between(4, CAPTCHA_HEIGHT - 4) };
    const r = between(0.7, 1.6);
    const corners = 3 + Math.floor(Math.random() * 3);
    const points = Array.from({ length: corners }, (_, i) => {
      const a = (i / corners) * 2 * Math.PI + between(-0.3, 0.3);
      return { x: c.x + r * Math.cos(a), y: c.y + r * Math.sin(a) };
    });
    const segments = points
      .slice(1)
      .map((p): Segment => (Math.random() < 0.5 ? [p] : [jitter(p), p]));
    segments.push([points[0]!]);
    return { start: points[0]!, segments };
  });
}

/** Relative commands with one decimal: the picture stays small. */
function pathData(contours: Contour[]): string {
  const num = (v: number) => {
    const s = (Math.round(v * 10) / 10).toString();
    return s.replace(/^(-?)0\./, '$1.');
  };
  const pair = (p: Point, o: Point) => {
    const [x, y] = [num(p.x - o.x), num(p.y - o.y)];
    return y.startsWith('-') ? `${x}${y}` : `${x} ${y}`;
  };
  const round = (p: Point) => ({ x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 });
  let pen = { x: 0, y: 0 };
  let out = '';
  for (const contour of contours) {
    const start = round(contour.start);
    out += `M${num(start.x)} ${num(start.y)}`;
    pen = start;
    for (const segment of contour.segments) {
      const points = segment.map(round);
      out += 'lqc'[points.length - 1]! + points.map((p) => pair(p, pen)).join(' ');
      pen = points.at(-1)!;
    }
    out += 'z';
  }
  return out;
}

const hsl = (h: number, s: number, l: number) =>
  `hsl(${Math.round(h)},${Math.round(s)}%,${Math.round(l)}%)`;

/** Crossing curves in the glyphs' colours, so the ink does not part from the noise by colour. */
function noiseCurves(hue: number): string {
  // Three thin ones: enough to join the glyphs to the noise, few enough to read past.
  return Array.from({ length: 3 }, () => {
    const y = () => Math.round(between(6, CAPTCHA_HEIGHT - 6));
    const d = `M${Math.round(between(0, 12))} ${y()}C${Math.round(between(25, 45))} ${y()} ${Math.round(between(65, 85))} ${y()} ${Math.round(between(98, 110))} ${y()}`;
    const color = hsl(hue + between(-40, 40), between(45, 75), between(30, 50));
    return `<path d="${d}" stroke="${color}" stroke-width="${between(0.6, 1).toFixed(1)}" fill="none"/>`;
  }).join('');
}

// Outlines are read from the font once; every drawing maps them into new points.
const glyphCache = new Map<string, { contours: Contour[]; box: Box }>();

/**
 * The answer's glyphs as one path: every glyph turned, scaled, slanted and shaken on its own, its
 * segments split and raised at random, all contours shuffled together with specks, crossed by
 * curves. A program matching the font's command sequences finds none of them.
 */
export function drawCaptchaSvg(answer: string): string {
  const glyphs = [...answer].map((ch) => {
    let glyph = glyphCache.get(ch);
    if (!glyph) {
      const contours = outline(ch);
      glyph = { contours, box: box(contours) };
      glyphCache.set(ch, glyph);
    }
    return glyph;
  });
  // Glyphs side by side across the picture, narrow ones taking less room than wide ones.
  const widths = glyphs.map((g) => g.box.right - g.box.left);
  const gap = (CAPTCHA_WIDTH - 8 - widths.reduce((a, b) => a + b, 0)) / (glyphs.length - 1);
  let left = 4;
  const contours = glyphs.flatMap(({ contours, box }, i) => {
    const center = {
      x: left + widths[i]! / 2 + between(-1.5, 1.5),
      y: CAPTCHA_HEIGHT / 2 + between(-2.5, 2.5),
    };
    left += widths[i]! + gap;
    const splitChance = between(0.15, 0.55);
    return place(contours, box, center).map((c) => {
      const segments = reshape(c, splitChance).segments.map((s) => s.map(jitter));
      // The contour ends where it starts: shaking that point once keeps it closed.
      return { start: segments.at(-1)!.at(-1)!, segments };
    });
  });
  const hue = between(0, 360);
  const stops = [0, 1]
    .map(
      (o) =>
        `<stop offset="${o}" stop-color="${hsl(hue + between(-30, 30), between(50, 80), between(25, 38))}"/>`,
    )
    .join('');
  const ink = pathData(shuffle([...contours, ...decoys()]));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    `<defs><linearGradient id="i">${stops}</linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="#f2f5fa"/>` +
    `<path fill="url(#i)" d="${ink}"/>${noiseCurves(hue)}</svg>`
  );
}
