import type { ComponentType, ReactNode } from 'react';
import { Provider, createStore } from 'jotai';
import { HashRouter } from 'react-router-dom';
import { configureClient } from '@/kit/api/client';
import { safeAppRoute } from '@/kit/safeRoute';
import { signedOutWhyAtom, userAtom } from '@/domains/session/atoms';
import { AppRoutes } from './AppRoutes';
import { ErrorBoundary } from './ErrorBoundary';

const store = createStore();

configureClient({
  getToken: () => store.get(userAtom)?.token ?? null,
  onUnauthorized: (refusal) => {
    // A phone that was signed in is told why on the login page, not only sent there.
    if (store.get(userAtom)) store.set(signedOutWhyAtom, refusal.msg || null);
    store.set(userAtom, null);
    const current = safeAppRoute(window.location.hash.slice(1));
    if (!current.startsWith('/login')) {
      window.location.hash = `#/login?redirect=${encodeURIComponent(current)}`;
    }
  },
});

/**
 * The app. react-vant speaks Chinese by itself; `Language` wraps it in the words of another
 * language (src/app/VantEnglish.tsx, loaded in English only).
 */
export function App({ Language }: { Language?: ComponentType<{ children: ReactNode }> }) {
  const app = (
    <ErrorBoundary>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </ErrorBoundary>
  );
  return <Provider store={store}>{Language ? <Language>{app}</Language> : app}</Provider>;
}
