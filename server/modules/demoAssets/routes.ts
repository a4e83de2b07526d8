import { Type } from 'typebox';
import type { Module } from '../../plugins/api.ts';
import { notFound } from '../../plugins/envelope.ts';
import { MSG } from '../../plugins/messages.ts';

// The demo's pictures are drawn here instead of shipped as files: the machine that
// runs the demo may have no network, and a hospital replaces them with its own URLs.

interface Shape {
  width: number;
  height: number;
  label: string;
  sub?: string;
}

const shapes: Record<string, Shape> = {
  'banner-1': { width: 750, height: 320, label: '年度健康体检季', sub: '精选套餐 低至 7 折' },
  'banner-2': { width: 750, height: 320, label: '体检须知', sub: '空腹到院 · 携带身份证' },
  'banner-3': { width: 750, height: 320, label: '专家主检 报告解读', sub: '三甲医院专家团队' },
  'banner-building': {
    width: 750,
    height: 320,
    label: '城西院区 筹建中',
    sub: '2027 年春季 敬请期待',
  },
  'logo-binjiang': { width: 120, height: 120, label: '滨江' },
  'logo-chengxi': { width: 120, height: 120, label: '城西' },
  'promo-survey': { width: 345, height: 150, label: '健康问卷', sub: '3 分钟定制体检方案' },
  'promo-personal': { width: 345, height: 150, label: '个人预约', sub: '为自己和家人预约' },
  'promo-company': { width: 345, height: 150, label: '单位预约', sub: '团检员工入口' },
  'package-1': { width: 240, height: 180, label: '基础' },
  'package-2': { width: 240, height: 180, label: '精英' },
  'package-3': { width: 240, height: 180, label: '关爱' },
  'package-4': { width: 240, height: 180, label: '专项' },
  'article-1': { width: 200, height: 150, label: '公告' },
  'article-2': { width: 200, height: 150, label: '知识' },
  'article-3': { width: 200, height: 150, label: '指南' },
  'type-health': { width: 96, height: 96, label: '健康' },
  'type-job': { width: 96, height: 96, label: '入职' },
  'type-special': { width: 96, height: 96, label: '专项' },
  intro: { width: 690, height: 300, label: '康宁体检中心', sub: '明亮 · 安静 · 私密' },
  weapp: { width: 240, height: 240, label: '康宁体检', sub: '小程序' },
};

const palettes: Array<[string, string]> = [
  ['#1989fa', '#36cfc9'],
  ['#07c160', '#95de64'],
  ['#ff7a45', '#ffc53d'],
  ['#722ed1', '#2f54eb'],
  ['#13c2c2', '#1989fa'],
];

function hash(text: string) {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

export function drawSvg(name: string, shape: Shape) {
  const [from, to] = palettes[hash(name) % palettes.length] ?? palettes[0]!;
  const { width: w, height: h } = shape;
  const big = Math.round(Math.min(h * 0.28, w / Math.max(shape.label.length, 2) / 1.1));
  const small = Math.round(big * 0.5);
  const y = shape.sub ? h / 2 - small * 0.2 : h / 2 + big * 0.35;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.88}" cy="${h * 0.18}" r="${h * 0.42}" fill="#fff" opacity="0.12"/>
<text x="${w / 2}" y="${y}" font-family="Noto Sans CJK SC, PingFang SC, sans-serif" font-size="${big}" font-weight="700" fill="#fff" text-anchor="middle">${shape.label}</text>
${shape.sub ? `<text x="${w / 2}" y="${y + small * 1.8}" font-family="Noto Sans CJK SC, PingFang SC, sans-serif" font-size="${small}" fill="#fff" opacity="0.9" text-anchor="middle">${shape.sub}</text>` : ''}
</svg>`;
}

const AssetParams = Type.Object({ name: Type.String({ pattern: '^[a-z0-9-]{1,40}\\.svg$' }) });

export const demoAssetsModule: Module = (api) => {
  api.get('/demo-assets/:name', { schema: { params: AssetParams } }, async (request, reply) => {
    const key = request.params.name.replace(/\.svg$/, '');
    const shape = shapes[key];
    if (!shape) throw notFound(MSG.noRoute, `asset ${request.params.name}`);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(drawSvg(key, shape));
  });
};
