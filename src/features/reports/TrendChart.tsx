import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { xRange, type TrendSeries } from '@/rules/reportTrend';

const HEIGHT = 220;
const LINE = '#6b7079';
const BAND = 'rgba(46, 139, 87, 0.12)';
const HIGH = '#d40d24';
const LOW = '#0f6bcc';

/** "2025-03" under each exam's own point: a person has a handful of exams, not a series. */
const monthOf = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' }).slice(0, 7);

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

/** A point red above the band, blue below it, the line's colour inside. */
function pointColour(series: TrendSeries, i: number): string {
  const v = series.ys[i];
  const { band } = series;
  if (v === null || v === undefined || !band) return LINE;
  if (band.high !== null && v > band.high) return HIGH;
  if (band.low !== null && v < band.low) return LOW;
  return LINE;
}

/** Each exam's point, with its colour against the band. */
function drawDots(u: uPlot, series: TrendSeries) {
  const r = 5 * devicePixelRatio;
  u.ctx.save();
  series.xs.forEach((x, i) => {
    const v = series.ys[i];
    if (v === null || v === undefined) return;
    u.ctx.beginPath();
    u.ctx.arc(u.valToPos(x, 'x', true), u.valToPos(v, 'y', true), r, 0, 2 * Math.PI);
    u.ctx.fillStyle = pointColour(series, i);
    u.ctx.fill();
    u.ctx.lineWidth = 2 * devicePixelRatio;
    u.ctx.strokeStyle = '#fff';
    u.ctx.stroke();
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
            values: (_u, splits) => splits.map(monthOf),
            size: 36,
            font: '11px sans-serif',
          },
          { size: 44, font: '11px sans-serif' },
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
          draw: [(u) => drawDots(u, series)],
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
