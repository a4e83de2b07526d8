import { expect, test } from './fixtures.ts';
import { layoutFaults } from './layoutFaults.ts';

// The layout check of every route (a11y.spec.ts) finds each kind of fault it names, and
// passes what is laid out on purpose: an ellipsis, a box that scrolls sideways, text for a
// screen reader only. Without this, a check that could never fail would keep 180 routes green.

/** Laid out at the phone's width, as the app's pages are (a phone page without it is 980 px). */
const PHONE_WIDTH = '<meta name="viewport" content="width=device-width, initial-scale=1">';
const kinds = (faults: string[]) => faults.map((f) => f.replace(/ \(.*\)$/, ''));

test('the layout check finds text out of its box, cut, in a one-character column or off the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 195, height: 422 });
  await page.setContent(`${PHONE_WIDTH}<body style="margin:0;font-size:16px">
    <div style="width:100px;white-space:nowrap">3301**********123X</div>
    <div style="width:100px;white-space:nowrap;overflow:hidden">已被裁切的很长很长的文字</div>
    <div style="display:flex"><span style="width:8px;flex:none">心脏听诊</span></div>
    <div style="width:300px">在屏幕以外的文字在屏幕以外的文字在屏幕以外的文字</div>
  </body>`);
  expect(kinds(await layoutFaults(page))).toEqual([
    'overflow: 3301**********123X',
    'overflow: 已被裁切的很长很长的文字',
    'narrow: 心脏听诊',
    'overflow: 心脏听诊',
    'offscreen: 在屏幕以外的文字在屏幕以外的文字在屏幕以外的文字',
  ]);
});

test('the layout check passes an ellipsis, a sideways scroll and text for screen readers', async ({
  page,
}) => {
  await page.setViewportSize({ width: 195, height: 422 });
  await page.setContent(`${PHONE_WIDTH}<body style="margin:0;font-size:16px">
    <div style="width:100px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">有省略号的很长很长的文字</div>
    <div style="width:100px;overflow-x:auto;white-space:nowrap">可以横向滚动的很长很长的文字</div>
    <span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">读屏文字</span>
    <p style="width:150px">一段会在词与词之间换行的说明文字</p>
  </body>`);
  expect(await layoutFaults(page)).toEqual([]);
});
