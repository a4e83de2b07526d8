import type { Page } from '@playwright/test';

/** The visible texts on the page set smaller than `min` CSS px, with their size. */
export function tinyTexts(page: Page, min: number) {
  return page.evaluate((least) => {
    const small: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.closest('[aria-hidden=true]')) continue;
      const size = parseFloat(style.fontSize);
      if (size + 0.05 < least) small.push(`${text.slice(0, 16)} ${size}px`);
    }
    return small;
  }, min);
}
