import { Provider, createStore } from 'jotai';
import { ConfigProvider } from 'react-vant';
import { enUS, zhCN } from 'react-vant/es/locale';
import { HashRouter } from 'react-router-dom';
import { configureClient } from '@/kit/api/client';
import { safeAppRoute } from '@/kit/safeRoute';
import { userAtom } from '@/domains/session/atoms';
import { AppRoutes } from './AppRoutes';
import { ErrorBoundary } from './ErrorBoundary';
import type { Language } from './i18n';

const store = createStore();

configureClient({
  getToken: () => store.get(userAtom)?.token ?? null,
  onUnauthorized: () => {
    store.set(userAtom, null);
    const current = safeAppRoute(window.location.hash.slice(1));
    if (!current.startsWith('/login')) {
      window.location.hash = `#/login?redirect=${encodeURIComponent(current)}`;
    }
  },
});

export function App({ lang }: { lang: Language }) {
  return (
    <Provider store={store}>
      <ConfigProvider locale={lang === 'en' ? enUS : zhCN}>
        <ErrorBoundary>
          <HashRouter>
            <AppRoutes />
          </HashRouter>
        </ErrorBoundary>
      </ConfigProvider>
    </Provider>
  );
}
