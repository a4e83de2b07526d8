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
    // Held inside the screen by a box that scrolls sideways or clips (a clip without an
    // ellipsis is its own fault, below): such text is not beyond the screen's edge.
    const heldOnScreen = (el: Element) => {
      for (let at: Element | null = el; at; at = at.parentElement) {
        const x = getComputedStyle(at).overflowX;
        const scrolls = (x === 'auto' || x === 'scroll') && at.scrollWidth > at.clientWidth;
        if (scrolls || (x !== 'visible' && at.getBoundingClientRect().right <= width + 1))
          return true;
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
      // The box the text is laid out in: its nearest ancestor that is not inline.
      let box: Element = el;
      while (box.parentElement && getComputedStyle(box).display === 'inline')
        box = box.parentElement;
      const boxStyle = getComputedStyle(box);
      const edges = box.getBoundingClientRect();
      const char = parseFloat(style.fontSize);
      // Narrower than one character: the text can only stand one character a line.
      if (edges.width + 0.5 < char && text.length > 1)
        faults.add(`narrow: ${label(box)} (${Math.round(edges.width)}px)`);
      // Beyond the screen's right edge, where nothing scrolls it back.
      if (rect.right > width + 1 && !heldOnScreen(el))
        faults.add(`offscreen: ${label(el)} (right ${Math.round(rect.right)} of ${width})`);
      // Out of its own box: spilled over its neighbours, or cut by the box's edge. A box that
      // scrolls sideways, or cuts with an ellipsis, says so to the reader.
      const scrolls = boxStyle.overflowX === 'auto' || boxStyle.overflowX === 'scroll';
      if (
        !scrolls &&
        boxStyle.textOverflow !== 'ellipsis' &&
        (rect.right > edges.right + 1 || rect.left < edges.left - 1)
      )
        faults.add(
          `overflow: ${label(box)} (${Math.round(rect.width)} in ${Math.round(edges.width)}px)`,
        );
    }
    return [...faults];
  });
}
