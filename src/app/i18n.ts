import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStored, STORAGE_KEYS, writeStored } from '@/platform/storage';

export const LANGUAGES = ['zh-CN', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

type LocaleModule = { default: Record<string, unknown> };
// Chinese, the default, ships inside the app bundle (no extra round trip before the first
// paint); every other language is its own chunk, fetched only by those who choose it.
const defaultFiles = import.meta.glob<LocaleModule>('../../locales/zh-CN/*.json', { eager: true });
const otherFiles = import.meta.glob<LocaleModule>([
  '../../locales/*/*.json',
  '!../../locales/zh-CN/*.json',
]);

function isLanguage(value: string | null | undefined): value is Language {
  return LANGUAGES.includes(value as Language);
}

/** `?lang=en` in the hash query switches and is remembered; otherwise Chinese. */
export function detectLanguage(): Language {
  const hashQuery = window.location.hash.split('?')[1] ?? '';
  const fromUrl = new URLSearchParams(hashQuery).get('lang');
  if (isLanguage(fromUrl)) {
    writeStored(STORAGE_KEYS.lang, fromUrl);
    return fromUrl;
  }
  const stored = readStored(STORAGE_KEYS.lang);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

const namespaceOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

async function loadLanguage(lang: Language) {
  if (lang === DEFAULT_LANGUAGE) {
    return Object.fromEntries(
      Object.entries(defaultFiles).map(([path, m]) => [namespaceOf(path), m.default]),
    );
  }
  const entries = Object.entries(otherFiles).filter(([path]) => path.includes(`/locales/${lang}/`));
  const bundles = await Promise.all(
    entries.map(async ([path, load]) => [namespaceOf(path), (await load()).default] as const),
  );
  return Object.fromEntries(bundles);
}

export async function initI18n(lang: Language) {
  const resources = { [lang]: await loadLanguage(lang) };
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources,
    ns: Object.keys(resources[lang] ?? {}),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = lang;
  return i18n;
}
