import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { loadingToast, toast } from './toast';

const shown = () => document.querySelector('.rv-toast');
const loading = () => document.querySelector('.rv-toast--loading');
const locked = () => document.body.classList.contains('rv-toast--unclickable');
/** Long enough for React to render a toast asked for (a settling time, not a target). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

afterEach(async () => {
  const { Toast } = await import('./toastBox');
  Toast.clear();
  await settle();
});

describe('loadingToast', () => {
  it('cleared the moment it was asked for, never shows', async () => {
    const clear = loadingToast('waiting', true);
    clear();
    await toast('info', 'after');
    await waitFor(() => expect(shown()?.textContent).toContain('after'));
    expect(document.body.textContent).not.toContain('waiting');
  });

  it('cleared after it was asked for but before it rendered, closes and frees the page', async () => {
    const clear = loadingToast('waiting', true);
    // The module is loaded and the toast asked for, but React has not rendered it yet.
    await import('./toastBox');
    await Promise.resolve();
    expect(loading()).toBeNull();
    clear();
    // It closes once it has opened (its fade is 300 ms): then the page is free again.
    await settle();
    await settle();
    expect(locked()).toBe(false);
  });

  it('stays until cleared, blocking taps meanwhile', async () => {
    const clear = loadingToast('waiting', true);
    await waitFor(() => expect(loading()?.textContent).toContain('waiting'));
    await waitFor(() => expect(locked()).toBe(true));
    clear();
    await waitFor(() => expect(locked()).toBe(false));
  });
});

describe('toast', () => {
  // Issue 38: in the middle of the screen it lay over the field or button it talked about.
  it('shows at the top of the screen, a loading toast in the middle', async () => {
    const saying = (text: string) =>
      [...document.querySelectorAll('.rv-toast')].find((el) => el.textContent?.includes(text));
    await toast('fail', 'wrong');
    await waitFor(() => expect(saying('wrong')?.classList.contains('rv-toast--top')).toBe(true));
    const clear = loadingToast('still waiting', false);
    await waitFor(() =>
      expect(saying('still waiting')?.classList.contains('rv-toast--middle')).toBe(true),
    );
    clear();
  });
});
