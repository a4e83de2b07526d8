// A toast loads with the first one shown: react-vant's, with its popup, overlay and
// transitions, weighs 7 KB gzipped that a page's first screen never needs (issue 27). It is
// the one way the app shows a toast; react-vant's Toast is imported nowhere else.
type Kind = 'info' | 'success' | 'fail';

const box = () => import('./toastBox');

/**
 * Shows a short message at the top of the page, under its header, for react-vant's default
 * time or `duration` ms: never over the field or the button it talks about (issue 38;
 * theme.css places it). Toasts asked in a row show in that order: each waits on the same
 * loaded module.
 */
export function toast(kind: Kind, message: string, duration?: number): Promise<void> {
  return box().then(({ Toast }) => {
    Toast[kind]({ message, position: 'top', ...(duration === undefined ? {} : { duration }) });
  });
}

/**
 * A waiting toast that stays until the returned function clears it; cleared before the
 * module arrived, it never shows. `forbidClick` keeps taps off the page meanwhile.
 */
export function loadingToast(message: string, forbidClick: boolean): () => void {
  let clear: (() => void) | null = null;
  let cleared = false;
  void box().then(({ Toast }) => {
    if (cleared) return;
    const shown = Toast.loading({ message, forbidClick, duration: 0 });
    // react-vant's handle holds a no-op until the toast has rendered, which may come after
    // the wait is over: a clear that came too early tries again until it can clear.
    const early = shown.clear;
    clear = () => {
      if (shown.clear === early) setTimeout(() => clear?.(), 16);
      else shown.clear();
    };
  });
  return () => {
    cleared = true;
    clear?.();
  };
}
