import svgCaptcha from 'svg-captcha';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/testApp.ts';
import { CAPTCHA_ALPHABET } from './captcha.ts';
import { drawCaptchaSvg } from './captchaDrawing.ts';
import * as api from '../../../src/contract/index.ts';
import { inject } from '../../test/inject.ts';

const ctx = useTestApp();

type Point = { x: number; y: number };
/** One closed contour of a path: its command letters (upper case) and its outline, curves sampled. */
type Contour = { letters: string; start: Point; outline: Point[] };

/** Reads path data, absolute or relative, into contours. */
function contoursOf(d: string): Contour[] {
  const contours: Contour[] = [];
  let pen = { x: 0, y: 0 };
  let current: Contour | undefined;
  for (const [, letter, args] of d.matchAll(/([MLQCZmlqcz])([^MLQCZmlqcz]*)/g)) {
    const nums = [...args!.matchAll(/-?(?:\d+\.?\d*|\.\d+)/g)].map((m) => Number(m[0]));
    const relative = letter === letter!.toLowerCase();
    const points: Point[] = [];
    for (let i = 0; i + 1 < nums.length; i += 2)
      points.push(
        relative
          ? { x: pen.x + nums[i]!, y: pen.y + nums[i + 1]! }
          : { x: nums[i]!, y: nums[i + 1]! },
      );
    const upper = letter!.toUpperCase();
    if (upper === 'M') {
      current = { letters: 'M', start: points[0]!, outline: [points[0]!] };
      contours.push(current);
      pen = points[0]!;
      continue;
    }
    if (!current) continue;
    current.letters += upper;
    if (upper === 'Z') continue;
    // Curves sampled on 8 points: enough for the area of a glyph's contour.
    const from = pen;
    for (let s = 1; s <= 8; s++) current.outline.push(bezier([from, ...points], s / 8));
    pen = points.at(-1)!;
  }
  return contours;
}

function bezier(points: Point[], t: number): Point {
  let ps = points;
  while (ps.length > 1)
    ps = ps
      .slice(1)
      .map((p, i) => ({ x: ps[i]!.x + (p.x - ps[i]!.x) * t, y: ps[i]!.y + (p.y - ps[i]!.y) * t }));
  return ps[0]!;
}

/** Signed area (shoelace): outer contours and holes have opposite signs. */
const areaOf = (c: Contour) =>
  c.outline.reduce((sum, p, i) => {
    const q = c.outline[(i + 1) % c.outline.length]!;
    return sum + (p.x * q.y - q.x * p.y) / 2;
  }, 0);
const centerX = (c: Contour) => c.outline.reduce((sum, p) => sum + p.x, 0) / c.outline.length;

/** Even-odd ray test against a contour's sampled outline. */
function within(p: Point, c: Contour) {
  let odd = false;
  c.outline.forEach((a, i) => {
    const b = c.outline[(i + 1) % c.outline.length]!;
    if (a.y > p.y !== b.y > p.y && p.x < a.x + ((p.y - a.y) * (b.x - a.x)) / (b.y - a.y))
      odd = !odd;
  });
  return odd;
}

/** Whether `o` holds `c`: nearly all of `c` lies within it (the font draws some strokes as hairlines: a shaken point may cross). */
const holds = (o: Contour, c: Contour) =>
  o !== c && c.outline.filter((p) => within(p, o)).length > 0.5 * c.outline.length;

/** Outlines (contours no other contour holds, larger than a speck) left to right, each with what it holds. */
function glyphsOf(contours: Contour[]) {
  const outlines = contours
    .filter((c) => Math.abs(areaOf(c)) > 20 && !contours.some((o) => holds(o, c)))
    .sort((a, b) => centerX(a) - centerX(b));
  return { outlines, inside: outlines.map((o) => [o, ...contours.filter((c) => holds(o, c))]) };
}

const fillPaths = (svg: string) =>
  [...svg.matchAll(/<path fill="[^"]*" d="([^"]+)"/g)].map((m) => m[1]!);

/** The font as svg-captcha draws it (the auditor's templates): per character its path and contours. */
const font = new Map<string, { d: string; contours: Contour[] }>();
beforeAll(() => {
  for (const ch of CAPTCHA_ALPHABET) {
    // A one-letter preset: four drawings of `ch`, as the captcha drew them before.
    const svg = svgCaptcha.create({
      charPreset: ch,
      size: 4,
      noise: 0,
      width: 110,
      height: 40,
      fontSize: 42,
    }).data;
    const d = fillPaths(svg)[0]!;
    font.set(ch, { d, contours: contoursOf(d) });
  }
});

const signature = (d: string) => d.replace(/[^A-Za-z]/g, '').toUpperCase();

/** Captchas as the route serves them, each with the answer the test window gives. */
async function served(n: number) {
  const out: { svg: string; answer: string }[] = [];
  for (let i = 0; i < n; i++) {
    const { key, base64_img } = (await inject(ctx.app, api.captcha, undefined)).body.data;
    const answer = (await ctx.app.inject(`/api/dev/captcha?key=${key}`)).json().data as string;
    out.push({ svg: Buffer.from(base64_img.split(',')[1]!, 'base64').toString(), answer });
  }
  return out;
}

/** A small seeded generator (mulberry32): the same numbers on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Captchas drawn the way the route draws them, from seeded answers and a seeded Math.random:
 * the measures below are the same on every run, so a bound is either met or not, never by luck.
 */
function captchas(n: number, seed: number) {
  const random = seeded(seed);
  vi.spyOn(Math, 'random').mockImplementation(random);
  const pick = () => CAPTCHA_ALPHABET[Math.floor(random() * CAPTCHA_ALPHABET.length)]!;
  return Array.from({ length: n }, () => {
    const answer = Array.from({ length: 4 }, pick).join('');
    return { svg: drawCaptchaSvg(answer), answer };
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** The auditor's reader: each fill path is one glyph, known by its command letters, read left to right. */
function auditorRead(svg: string) {
  const bySignature = new Map([...font].map(([ch, { d }]) => [signature(d), ch]));
  return fillPaths(svg)
    .map((d) => ({ x: parseFloat(d.slice(1)), ch: bySignature.get(signature(d)) ?? '?' }))
    .sort((a, b) => a.x - b.x)
    .map((g) => g.ch)
    .join('');
}

/** A variant: any contour whose command letters are a contour of the font names its character. */
function contourRead(svg: string) {
  const byContour = new Map<string, string>();
  for (const [ch, { contours }] of font) for (const c of contours) byContour.set(c.letters, ch);
  const found = fillPaths(svg)
    .flatMap(contoursOf)
    .flatMap((c) =>
      byContour.has(c.letters) ? [{ x: c.start.x, ch: byContour.get(c.letters)! }] : [],
    )
    .sort((a, b) => a.x - b.x)
    .map((g) => g.ch);
  return { text: found.filter((ch, i) => ch !== found[i - 1]).join(''), contours: found.length };
}

/** A variant: the commands in each quarter of the picture, counted, name the font's character with as many. */
function countRead(svg: string) {
  const counts = [0, 0, 0, 0];
  for (const c of fillPaths(svg).flatMap(contoursOf))
    counts[Math.min(3, Math.max(0, Math.floor(c.start.x / 27.5)))]! += c.letters.length;
  const total = (ch: string) => signature(font.get(ch)!.d).length;
  return counts
    .map(
      (n) =>
        [...CAPTCHA_ALPHABET].sort((a, b) => Math.abs(total(a) - n) - Math.abs(total(b) - n))[0]!,
    )
    .join('');
}

describe('captcha markup a program cannot read back', () => {
  it('the auditor reader, and its variants, read none of 50 captchas', async () => {
    const drawn = captchas(50, 2026);
    const auditor = drawn.filter(({ svg, answer }) => auditorRead(svg) === answer).length;
    const contour = drawn.map(({ svg, answer }) => ({ ...contourRead(svg), answer }));
    const counted = drawn.map(
      ({ svg, answer }) => [...countRead(svg)].filter((ch, i) => ch === answer[i]).length,
    );
    const summary = {
      auditor,
      contourReads: contour.filter((r) => r.text === r.answer).length,
      contoursNamed: contour.reduce((sum, r) => sum + r.contours, 0),
      charactersCounted: counted.reduce((a, b) => a + b, 0),
    };
    console.log('captcha readers', summary);
    expect(summary.auditor).toBe(0);
    expect(summary.contourReads).toBe(0);
    expect(summary.contoursNamed).toBeLessThan(10);
    // Chance alone names 1 character in 31, about 6 of the 200.
    expect(summary.charactersCounted).toBeLessThan(30);
  });

  it('the route serves a picture with no text, of a 4-character answer', async () => {
    for (const { svg, answer } of await served(5)) {
      expect(svg).not.toMatch(/<text/i);
      expect(svg).toMatch(/<path/);
      expect(answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
    }
  });

  it('holds no text, and draws exactly the glyphs of the answer', () => {
    const fontScale = (40 / 42) ** 2;
    for (const { svg, answer } of captchas(20, 1125)) {
      expect(svg).not.toMatch(/<text/i);
      // Each character of the font is one outline holding its other contours; specks are tiny.
      const { outlines, inside } = glyphsOf(fillPaths(svg).flatMap(contoursOf));
      expect(outlines).toHaveLength(4);
      [...answer].forEach((ch, i) => {
        const ink = inside[i]!.reduce((sum, c) => sum + Math.abs(areaOf(c)), 0);
        const fontContours = font.get(ch)!.contours;
        const fontInk = fontContours.reduce((sum, c) => sum + Math.abs(areaOf(c)), 0) * fontScale;
        // Each glyph is drawn 0.73 to 1.1 times its font area (scale 0.88-1.02, stretch 0.94-1.06).
        expect(ink / fontInk).toBeGreaterThan(0.65);
        expect(ink / fontInk).toBeLessThan(1.2);
      });
    }
  });

  it('the font draws each character as one outline holding all its other contours', () => {
    for (const [, { contours }] of font) expect(glyphsOf(contours).outlines).toHaveLength(1);
  });
});
