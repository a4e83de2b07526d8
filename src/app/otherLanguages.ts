import type { LocaleModule } from './lazyModules';

/**
 * The namespaces' files of every language but Chinese (whose own come with lazyModules.ts
 * or the entry): a chunk that only a visitor in another language loads.
 */
export const localeFiles = import.meta.glob<LocaleModule>([
  '../../locales/*/*.json',
  '!../../locales/zh-CN/*.json',
]);
