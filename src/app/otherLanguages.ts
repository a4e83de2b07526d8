import type { LocaleModule } from './lazyModules';

/**
 * The namespaces' files of every language but Chinese (whose own come with lazyModules.ts
 * or the entry): a chunk that only a visitor in another language loads. The server's own
 * words are not the app's (it shows those of refusals.json).
 */
export const localeFiles = import.meta.glob<LocaleModule>([
  '../../locales/*/*.json',
  '!../../locales/zh-CN/*.json',
  '!../../locales/*/server.json',
]);
