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
  let cleared = false;
  let close: (() => void) | null = null;
  void box().then(({ Toast }) => {
    if (cleared) return;
    // react-vant's handle can clear only a toast that has opened: cleared between its render
    // and its opening, the opening wins and the page stays locked (a journey on a slow machine
    // waited 30 s on it). So the clear waits for the opening.
    const shown = Toast.loading({
      message,
      forbidClick,
      duration: 0,
      onOpened: () => {
        close = () => shown.clear();
        if (cleared) close();
      },
    });
  });
  return () => {
    cleared = true;
    close?.();
  };
}
