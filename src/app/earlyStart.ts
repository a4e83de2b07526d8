// Runs inline in index.html, before the app's bundle has arrived (scripts/earlyStart.ts
// builds it in). On home only, it starts what home would start once the bundle had run:
// the hospital's calls, home's chunks, and the first banner, the page's largest paint.
// Deep links start none of it, so they do not pay for home's bytes.
import type { Endpoint, QueryOf } from '@/contract/endpoint';
import { homePageModules, hospAssets, hospEnv, hospInfo } from '@/contract/hosp';
import { parseHospId } from '@/domains/hospital/hospid';
import { resolveImageUrl } from '@/kit/imageUrl';
import { STORAGE_KEYS } from '@/platform/storage';
import { callKey, startEarlyCall, type EarlyAnswer } from '@/kit/api/earlyCalls';

/** The branch home will show, when the address opens home; null for any other route. */
export function homeHospId(hash: string, stored: string | null): number | null {
  const [path = '', query = ''] = hash.replace(/^#/, '').split('?', 2);
  if (path !== '' && path !== '/') return null;
  return parseHospId(new URLSearchParams(query).get('hospid')) ?? parseHospId(stored);
}

/** A GET's key as `call` makes it: the path relative to the API's base (kit/api/call.ts). */
const keyOf = <E extends Endpoint>(
  ep: E,
  ...[query]: QueryOf<E> extends undefined ? [] : [QueryOf<E>]
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

export function earlyStart(win: Window, homeFiles: { js: string[]; css: string[] }) {
  let stored: string | null = null;
  try {
    stored = win.localStorage.getItem(STORAGE_KEYS.hospid);
  } catch {
    // Storage refused (private mode): only the address's hospid counts.
  }
  const hospId = homeHospId(win.location.hash, stored);
  if (hospId === null) return;
  const doc = win.document;
  for (const href of homeFiles.js) addLink(doc, { rel: 'modulepreload', href, crossorigin: '' });
  for (const href of homeFiles.css)
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
