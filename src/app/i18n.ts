import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStored, STORAGE_KEYS, writeStored } from '@/platform/storage';
import type { LocaleModule } from './lazyModules';

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

/** What the shell and the home page say: bundled with the app for the default language. */
export const CORE_NAMESPACES = ['common', 'routes', 'home', 'system', 'union'] as const;

const core = import.meta.glob<LocaleModule>(
  '../../locales/zh-CN/{common,routes,home,system,union}.json',
  {
    eager: true,
  },
);
// Every other file is its own chunk, fetched when a page asks for its namespace (the
// page suspends meanwhile), so the first load does not grow with each new screen; their
// loaders come with the pages' (lazyModules.ts), which home's first screen does not need,
// or for another language than Chinese apart (otherLanguages.ts).
const lazyFiles = (language: string) =>
  language === DEFAULT_LANGUAGE
    ? import('./lazyModules').then((m) => m.localeFiles)
    : import('./otherLanguages').then((m) => m.localeFiles);

const namespaceOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

const localeBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const path = `../../locales/${language}/${namespace}.json`;
    const bundled = core[path];
    const file = bundled
      ? Promise.resolve(bundled)
      : lazyFiles(language).then((files) => {
          const load = files[path];
          if (!load) throw new Error(`no locale file ${language}/${namespace}`);
          return load();
        });
    file.then(
      (m) => callback(null, m.default),
      (err: Error) => callback(err, false),
    );
  },
};

/**
 * Starts the files of namespaces in a language, as a page's would be asked for once its
 * chunk had arrived and rendered, a round trip later; the backend above then finds them
 * loaded. A bundled namespace has no file.
 */
export function preloadNamespaces(namespaces: readonly string[], language: string): void {
  if (namespaces.length === 0) return;
  void lazyFiles(language).then((files) => {
    for (const ns of namespaces) void files[`../../locales/${language}/${ns}.json`]?.();
  });
}

function isLanguage(value: string | null | undefined): value is Language {
  return LANGUAGES.includes(value as Language);
}

/**
 * `?lang=en` in the hash query, or in the page's own query before the `#` (a link a
 * hospital writes by hand), switches and is remembered; otherwise Chinese.
 */
export function detectLanguage(): Language {
  const hashQuery = window.location.hash.split('?')[1] ?? '';
  const fromUrl =
    new URLSearchParams(hashQuery).get('lang') ??
    new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(fromUrl)) {
    writeStored(STORAGE_KEYS.lang, fromUrl);
    return fromUrl;
  }
  const stored = readStored(STORAGE_KEYS.lang);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

export async function initI18n(lang: Language) {
  const bundled =
    lang === DEFAULT_LANGUAGE
      ? {
          [lang]: Object.fromEntries(
            Object.entries(core).map(([path, m]) => [namespaceOf(path), m.default]),
          ),
        }
      : undefined;
  await i18n
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      lng: lang,
      // Only the language itself: i18next would also ask for 'zh' beside 'zh-CN', which has
      // no file, after fetching the other languages' loaders to find that out.
      load: 'currentOnly',
      fallbackLng: false,
      ...(bundled ? { resources: bundled, partialBundledLanguages: true } : {}),
      ns: [...CORE_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = lang;
  return i18n;
}
