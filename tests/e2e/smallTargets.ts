import type { Page } from '@playwright/test';

/**
 * The controls on screen a finger cannot hit: visible buttons, links, tabs, checkboxes,
 * radios and inputs smaller than `min` CSS px either way. A link inside a sentence is
 * exempt (WCAG 2.5.8's inline exception); so is a control whose box holds a larger one.
 */
export function smallTargets(page: Page, min: number) {
  return page.evaluate((least) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type=hidden])',
      'select',
      'textarea',
      '[role=button]',
      '[role=tab]',
      '[role=checkbox]',
      '[role=radio]',
      '[role=switch]',
      '[role=link]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const small: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.pointerEvents === 'none') continue;
      // A hidden native input inside a larger labelled control.
      if (style.opacity === '0' && el.closest('label')) continue;
      if (el.tagName === 'A' && style.display === 'inline') continue;
      // Its own target is the larger control around it (a checkbox in a row).
      const host = el.parentElement?.closest<HTMLElement>(selector);
      if (host) {
        const outer = host.getBoundingClientRect();
        if (outer.width >= least && outer.height >= least) continue;
      }
      // Measured with the padding a finger reaches (the element's own box).
      if (box.width + 0.5 < least || box.height + 0.5 < least) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 20);
        const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
        small.push(
          `${el.tagName.toLowerCase()}.${cls} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
        );
      }
    }
    return small;
  }, min);
}
