import type { Page } from '@playwright/test';

/**
 * What a patient cannot read on the page as laid out (issue 38's layout bar), each as
 * "kind: text": a text squeezed narrower than one of its characters (a label in a 0-px
 * column, one character a line); a box whose text runs out of it, spilled over its
 * neighbours or cut by its edge without an ellipsis; and text beyond the right edge of the
 * screen outside anything that scrolls sideways. Only what is on screen or below it counts.
 */
export function layoutFaults(page: Page) {
  return page.evaluate(() => {
    const faults = new Set<string>();
    const width = document.documentElement.clientWidth;
    const label = (el: Element) => (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 24);
    const scrollsSideways = (el: Element) => {
      for (let at: Element | null = el.parentElement; at; at = at.parentElement) {
        const x = getComputedStyle(at).overflowX;
        if ((x === 'auto' || x === 'scroll') && at.scrollWidth > at.clientWidth) return true;
      }
      return false;
    };
    // Not drawn, or drawn for a screen reader only (clipped to a pixel).
    const hidden = (el: Element, style: CSSStyleDeclaration) =>
      style.visibility === 'hidden' ||
      style.clip.startsWith('rect') ||
      style.clipPath.startsWith('inset') ||
      el.closest('[aria-hidden=true], .rv-skeleton, [hidden]') !== null;

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const style = getComputedStyle(el);
      if (hidden(el, style)) continue;
      const char = parseFloat(style.fontSize);
      const box = el.getBoundingClientRect();
      // Narrower than one character: the text can only stand one character a line.
      if (style.display !== 'inline' && box.width + 0.5 < char && text.length > 1)
        faults.add(`narrow: ${label(el)} (${Math.round(box.width)}px)`);
      // Beyond the screen's right edge, where nothing scrolls it back.
      if (rect.right > width + 1 && !scrollsSideways(el))
        faults.add(`offscreen: ${label(el)} (right ${Math.round(rect.right)} of ${width})`);
    }

    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (el.clientWidth === 0 || el.scrollWidth <= el.clientWidth + 1) continue;
      const style = getComputedStyle(el);
      if (hidden(el, style)) continue;
      const x = style.overflowX;
      // A box meant to scroll sideways (a table, a row of chips) may be wider inside.
      if (x === 'auto' || x === 'scroll') continue;
      // A deliberate cut says so with an ellipsis.
      if (style.textOverflow === 'ellipsis') continue;
      // Only a box whose own text runs out, not a box holding a wider child box.
      const ownText = [...el.childNodes].some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '',
      );
      if (!ownText) continue;
      faults.add(`overflow: ${label(el)} (${el.scrollWidth} in ${el.clientWidth}px)`);
    }
    return [...faults];
  });
}
