import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { xRange, type TrendSeries } from '@/rules/reportTrend';

const HEIGHT = 220;
const LINE = '#6b7079';
const BAND = 'rgba(46, 139, 87, 0.12)';
const HIGH = '#d40d24';
const LOW = '#0f6bcc';
const TEXT = '#1f2329';

/** "2025-03" under each exam's own point: a person has a handful of exams, not a series. */
const monthOf = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' }).slice(0, 7);

/**
 * The exams' date labels that fit side by side, newest first: on a narrow chart (page zoom,
 * elder mode) an older label that would overlap its neighbour is left out, never drawn over.
 */
function datesThatFit(u: uPlot, splits: number[], fontPx: number): string[] {
  const width = fontPx * 0.62 * 7 + 6;
  const labels = splits.map(monthOf);
  let next = Infinity;
  for (let i = splits.length - 1; i >= 0; i--) {
    const x = u.valToPos(splits[i]!, 'x');
    if (next - x < width) labels[i] = '';
    else next = x;
  }
  return labels;
}

/** The band between the range's bounds, drawn under the line; open ends run to the edge. */
function drawBand(series: TrendSeries) {
  return (u: uPlot) => {
    const band = series.band;
    if (!band) return;
    const { left, top, width, height } = u.bbox;
    const y = (v: number | null, edge: number) => (v === null ? edge : u.valToPos(v, 'y', true));
    const y1 = Math.max(top, Math.min(top + height, y(band.high, top)));
    const y2 = Math.max(top, Math.min(top + height, y(band.low, top + height)));
    u.ctx.save();
    u.ctx.fillStyle = BAND;
    u.ctx.fillRect(left, y1, width, y2 - y1);
    u.ctx.restore();
  };
}

/** Where a point falls against the band: the colour AND the arrow drawn beside it say so. */
function pointSide(series: TrendSeries, i: number): 'high' | 'low' | null {
  const v = series.ys[i];
  const { band } = series;
  if (v === null || v === undefined || !band) return null;
  if (band.high !== null && v > band.high) return 'high';
  if (band.low !== null && v < band.low) return 'low';
  return null;
}

const COLOUR = { high: HIGH, low: LOW };
const ARROW = { high: '\u2191', low: '\u2193' };

/** The root font size in px: the chart's labels grow with the text (elder mode, WeChat's font). */
export const rootPx = () => parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;

/**
 * Each exam's point, coloured against the band, with its value above it and an arrow
 * after the value when it is out of range (colour is never the only sign).
 */
function drawDots(u: uPlot, series: TrendSeries, fontPx: number) {
  const ratio = devicePixelRatio;
  const r = 5 * ratio;
  u.ctx.save();
  u.ctx.font = `600 ${fontPx * ratio}px sans-serif`;
  u.ctx.textAlign = 'center';
  u.ctx.textBaseline = 'bottom';
  series.xs.forEach((x, i) => {
    const v = series.ys[i];
    if (v === null || v === undefined) return;
    const side = pointSide(series, i);
    const [px, py] = [u.valToPos(x, 'x', true), u.valToPos(v, 'y', true)];
    u.ctx.beginPath();
    u.ctx.arc(px, py, r, 0, 2 * Math.PI);
    u.ctx.fillStyle = side ? COLOUR[side] : LINE;
    u.ctx.fill();
    u.ctx.lineWidth = 2 * ratio;
    u.ctx.strokeStyle = '#fff';
    u.ctx.stroke();
    u.ctx.fillStyle = side ? COLOUR[side] : TEXT;
    u.ctx.fillText(`${v}${side ? ARROW[side] : ''}`, px, py - r - 2 * ratio);
  });
  u.ctx.restore();
}

/** The chart itself: uPlot on a canvas, as wide as its box. */
export default function TrendChart({ series, label }: { series: TrendSeries; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const [xMin, xMax] = xRange(series.xs);
    // Axis labels at 0.75rem and point labels at 0.8125rem: never under 12 px.
    const root = rootPx();
    const axisFont = `${Math.round(root * 0.75)}px sans-serif`;
    const chart = new uPlot(
      {
        width: el.clientWidth || 320,
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [xMin, xMax] },
          y: { range: [series.yMin, series.yMax] },
        },
        axes: [
          {
            splits: () => series.xs,
            values: (u, splits) => datesThatFit(u, splits, root * 0.75),
            size: Math.round(root * 2.25),
            font: axisFont,
          },
          { size: Math.round(root * 3), font: axisFont },
        ],
        series: [
          {},
          {
            label,
            stroke: LINE,
            width: 2,
            // Drawn by drawDots: each point coloured by where it falls against the band.
            points: { show: false },
          },
        ],
        hooks: {
          drawClear: [drawBand(series)],
          draw: [(u) => drawDots(u, series, Math.round(root * 0.8125))],
        },
      },
      [series.xs, series.ys],
      el,
    );
    const resize = () => chart.setSize({ width: el.clientWidth || 320, height: HEIGHT });
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.destroy();
    };
  }, [series, label]);
  return (
    <div
      ref={box}
      data-testid="trend-chart"
      data-points={series.ys.filter((y) => y !== null).length}
      aria-label={label}
      role="img"
    />
  );
}
