// A toast loads with the first one shown: react-vant's, with its popup, overlay and
// transitions, weighs 5 KB gzipped that a page's first screen never needs (issue 27).
type Kind = 'info' | 'success' | 'fail';

/** Shows a short message over the page (react-vant's Toast, loaded on first use). */
export function toast(kind: Kind, message: string): Promise<void> {
  return import('./toastBox').then(({ Toast }) => {
    Toast[kind](message);
  });
}
