/**
 * The loaders of the Chinese strings' files that the entry does not bundle, and of every
 * page but home's, in a chunk of their own that the first visit to home never fetches: each
 * file and page is its own chunk again, so a new namespace or route weighs nothing on home. A deep link starts this chunk from index.html
 * (src/app/earlyStart.ts) and the files of its page's namespaces with its page
 * (src/app/pages.ts).
 */

export type LocaleModule = { default: Record<string, unknown> };

/**
 * Every Chinese namespace's file but those i18n.ts bundles (the shell's and home's) and the
 * server's own words, which the app never shows; the other languages' files are named by
 * otherLanguages.ts, which only their visitors load.
 */
export const localeFiles = import.meta.glob<LocaleModule>([
  '../../locales/zh-CN/*.json',
  '!../../locales/zh-CN/{common,routes,home,system,union,server}.json',
]);

export { PAGE_LOADERS } from './pageLoaders';
