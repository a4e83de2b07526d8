import type { ArticleDetail } from '../../src/contract/index.ts';
import { expect, H, test } from './fixtures.ts';

// Issue 10, item 8: the sanitiser in the real browser, whose CSS parser (not jsdom's)
// decides what a style means. An article's content is replaced by what an auditor got past
// the old blocklist; nothing may be fetched from outside and nothing may lift out of place.

const EVIL = 'https://evil.example';
const hostile = [
  '<p style="color:#c00;font-weight:bold">Fast 8 h</p>',
  '<img src="/demo-assets/intro.svg" alt="ours">',
  `<img src="/demo-assets/intro.svg" srcset="${EVIL}/srcset.png 1x">`,
  `<picture><source srcset="${EVIL}/source.png"><img src="/demo-assets/intro.svg"></picture>`,
  `<p style="background-image:url(${EVIL}/bg.png)">a</p>`,
  `<p style="background:URL('${EVIL}/bg2.png') #fff">b</p>`,
  `<table background="${EVIL}/table.png"><tr><td background="${EVIL}/td.png">c</td></tr></table>`,
  `<video poster="${EVIL}/poster.png" src="${EVIL}/v.mp4"></video>`,
  `<input type="image" src="${EVIL}/input.png">`,
  `<form action="${EVIL}/"><button>d</button></form>`,
  `<link rel="stylesheet" href="${EVIL}/x.css"><style>@import url(${EVIL}/y.css);</style>`,
  '<div style="/**/position:fixed;/**/z-index:99999;/**/inset:0">e</div>',
  '<div style="\\70 osition:fixed;z-\\69 ndex:99999;top:0">f</div>',
  '<div style="position:absolute;inset-inline:0;inset-block:0">g</div>',
  '<div style="translate:0 -100px;transform:translateY(-100px);float:left">h</div>',
  '<div class="van-overlay">i</div>',
].join('');

test('hostile article HTML fetches nothing outside and nothing computes out of place', async ({
  page,
}) => {
  const outside: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(EVIL)) outside.push(r.url());
  });
  await page.route('**/api/article/get?**', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { code: number; msg: string; data: ArticleDetail };
    await route.fulfill({
      response: res,
      json: { ...body, data: { ...body.data, content: hostile } },
    });
  });
  await page.goto(`/#/article?${H}&id=3`);

  const content = page.locator('.article__content');
  await expect(content.getByText('Fast 8 h')).toHaveCSS('color', 'rgb(204, 0, 0)');
  await expect(content.getByText('Fast 8 h')).toHaveCSS('font-weight', '700');
  // The app's own picture still loads: the page has fetched what it was going to.
  await expect
    .poll(() => content.getByAltText('ours').evaluate((i) => (i as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect.soft(outside).toEqual([]);

  const placed = await content.evaluate((root) =>
    [...root.querySelectorAll('*')]
      .map((el) => getComputedStyle(el))
      .map((s) => [s.position, s.zIndex, s.transform, s.translate, s.float].join(' ')),
  );
  expect(placed.length).toBeGreaterThan(10);
  expect.soft([...new Set(placed)]).toEqual(['static auto none none none']);
  await expect
    .soft(content.locator('source, video, input, form, link, style, [class]'))
    .toHaveCount(0);
});
