// For unit tests of components: one i18n set-up and clean-up instead of one per test file.
import { cleanup } from '@testing-library/react';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, vi } from 'vitest';
import { clearQueries } from '@/kit/query/store';

type Strings = Record<string, unknown>;

/** Chinese by default, as a visitor sees the app; each test file names its namespace. */
export function setUpComponentTests(namespace: string, zh: Strings, en: Strings) {
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: 'zh-CN',
      fallbackLng: false,
      resources: { 'zh-CN': { [namespace]: zh }, en: { [namespace]: en } },
      interpolation: { escapeValue: false },
    });
  });
  afterEach(() => {
    cleanup();
    clearQueries();
    vi.restoreAllMocks();
  });
}
