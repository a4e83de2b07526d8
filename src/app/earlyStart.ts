// Runs inline in index.html, before the app's bundle has arrived (scripts/earlyStart.ts
// builds it in). On home, it starts what home would start once the bundle had run: the
// hospital's calls, home's chunks, and the first banner, the page's largest paint. Deep
// links start none of it, so they do not pay for home's bytes; they start the chunk of
// the strings' loaders (src/app/lazyModules.ts), which they would fetch only once the
// bundle had run, a round trip later. (Starting their page itself as well was slower:
// its chunks took bandwidth from the entry, which the first paint waits for.)
import { callKey, type Address } from '@/contract/endpoint';
import type { CallInput } from '@/kit/api/call';
import { homePageModules, hospAssets, hospEnv, hospInfo } from '@/contract/calls/hosp';
import { parseHospId } from '@/domains/hospital/hospid';
import { resolveImageUrl } from '@/kit/imageUrl';
import { STORAGE_KEYS } from '@/platform/storage';
import { startEarlyCall, type EarlyAnswer } from '@/kit/api/earlyCalls';

const routeOf = (hash: string) => hash.replace(/^#/, '').split('?', 2);
const isHome = (hash: string) => ['', '/'].includes(routeOf(hash)[0] ?? '');

/** The branch home will show, when the address opens home; null for any other route. */
export function homeHospId(hash: string, stored: string | null): number | null {
  if (!isHome(hash)) return null;
  const query = routeOf(hash)[1] ?? '';
  return parseHospId(new URLSearchParams(query).get('hospid')) ?? parseHospId(stored);
}

/** A GET's key as `call` makes it: the path relative to the API's base (kit/api/call.ts). */
const keyOf = <A extends Address>(
  ep: A,
  ...[query]: CallInput<A> extends undefined ? [] : [CallInput<A>]
) => callKey(ep.path.replace(/^\//, ''), query as Record<string, unknown> | undefined);

/** Home's calls for a branch, keyed as the API client keys them. */
export const homeCalls = (hospId: number) => ({
  info: keyOf(hospInfo, { id: hospId }),
  modules: keyOf(homePageModules, { hospId }),
  assets: keyOf(hospAssets, { hospId }),
  env: keyOf(hospEnv),
});

/** The first banner's address from the info and env answers, as BannerCarousel draws it. */
export function firstBanner(info: EarlyAnswer | null, env: EarlyAnswer | null): string | null {
  const data = (answer: EarlyAnswer | null) =>
    (answer?.body as { code?: unknown; data?: unknown } | undefined)?.data;
  const banners = (data(info) as { bannerImageList?: { imageUrl?: unknown }[] } | undefined)
    ?.bannerImageList;
  const url = banners?.[0]?.imageUrl;
  if (typeof url !== 'string' || url === '') return null;
  const imagePath = (data(env) as { imagePath?: unknown } | undefined)?.imagePath;
  return resolveImageUrl(url, typeof imagePath === 'string' ? imagePath : '');
}

function addLink(doc: Document, attrs: Record<string, string>) {
  const link = doc.createElement('link');
  for (const [name, value] of Object.entries(attrs)) link.setAttribute(name, value);
  doc.head.appendChild(link);
}

/** What the early start may fetch: home's files, and the chunk of the strings' loaders. */
export interface EarlyFiles {
  home: { js: string[]; css: string[] };
  pages: string;
}

export function earlyStart(win: Window, files: EarlyFiles) {
  const doc = win.document;
  if (!isHome(win.location.hash)) {
    addLink(doc, { rel: 'modulepreload', href: files.pages, crossorigin: '' });
    return;
  }
  let stored: string | null = null;
  try {
    stored = win.localStorage.getItem(STORAGE_KEYS.hospid);
  } catch {
    // Storage refused (private mode): only the address's hospid counts.
  }
  const hospId = homeHospId(win.location.hash, stored);
  if (hospId === null) return;
  for (const href of files.home.js) addLink(doc, { rel: 'modulepreload', href, crossorigin: '' });
  for (const href of files.home.css)
    addLink(doc, { rel: 'preload', as: 'style', href, crossorigin: '' });
  const base = win.__APP_CONFIG__?.apiBaseUrl ?? '/';
  const keys = homeCalls(hospId);
  const info = startEarlyCall(win, base, keys.info);
  const env = startEarlyCall(win, base, keys.env);
  startEarlyCall(win, base, keys.modules);
  startEarlyCall(win, base, keys.assets);
  void Promise.all([info, env]).then(([i, e]) => {
    const href = firstBanner(i, e);
    if (href) addLink(doc, { rel: 'preload', as: 'image', href, fetchpriority: 'high' });
  });
}
