import { useEffect } from 'react';

/**
 * Coming back from the cashier, a mobile browser may show this page from its
 * back-forward cache, with the order as it was before paying: reload it instead.
 */
export function usePageShowRefresh() {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
}
