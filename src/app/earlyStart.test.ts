import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EarlyAnswer } from '@/kit/api/earlyCalls';
import { earlyStart, firstBanner, homeHospId } from './earlyStart';

const FILES = {
  home: { js: ['./assets/HomePage-x.js'], css: ['./assets/HomePage-x.css'] },
  pages: './assets/lazyModules-x.js',
};
const ok = (data: unknown): EarlyAnswer => ({
  status: 200,
  body: { code: 200, data },
  headers: {},
});

afterEach(() => {
  document.head.innerHTML = '';
  window.localStorage.clear();
  delete window.__earlyCalls;
  window.location.hash = '';
  vi.unstubAllGlobals();
});

describe('homeHospId', () => {
  it("is the address's hospid on home, else the remembered one", () => {
    expect(homeHospId('#/?hospid=3', '9')).toBe(3);
    expect(homeHospId('#/', '9')).toBe(9);
    expect(homeHospId('', '9')).toBe(9);
    expect(homeHospId('#/?hospid=abc', null)).toBeNull();
    expect(homeHospId('#/', null)).toBeNull();
  });

  it('is null on every other route', () => {
    expect(homeHospId('#/packageList?hospid=3', '9')).toBeNull();
    expect(homeHospId('#/orderinfo?hospid=3&id=1', null)).toBeNull();
  });
});

describe('firstBanner', () => {
  it("is the first banner under the backend's image path", () => {
    const info = ok({ bannerImageList: [{ imageUrl: 'b1.jpg' }, { imageUrl: 'b2.jpg' }] });
    expect(firstBanner(info, ok({ imagePath: 'https://img.example.cn/up/' }))).toBe(
      'https://img.example.cn/up/b1.jpg',
    );
    expect(firstBanner(info, null)).toBe('b1.jpg');
  });

  it('is null with no banner or no answer', () => {
    expect(firstBanner(ok({ bannerImageList: [] }), null)).toBeNull();
    expect(firstBanner(null, null)).toBeNull();
  });
});

describe('earlyStart', () => {
  function fakeFetch(answers: Record<string, unknown>) {
    const fetch = vi.fn((url: string) => {
      const data = answers[url.replace(/^\/|\?.*$/g, '')];
      return Promise.resolve(
        new Response(JSON.stringify({ code: 200, msg: 'success', data }), { status: 200 }),
      );
    });
    vi.stubGlobal('fetch', fetch);
    return fetch;
  }
  const links = () =>
    [...document.head.querySelectorAll('link')].map((l) => `${l.rel} ${l.getAttribute('href')}`);

  it("on home, starts the branch's calls, home's files and then its first banner", async () => {
    const fetch = fakeFetch({
      'api/hosp/info': { bannerImageList: [{ imageUrl: '/img/banner1.jpg' }] },
      'api/Hosp/env': { imagePath: '' },
    });
    window.location.hash = '#/?hospid=2';
    earlyStart(window, FILES);

    expect(fetch.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/Hosp/assets?hospId=2',
      '/api/Hosp/env',
      '/api/Hosp/homePageModules?hospId=2',
      '/api/hosp/info?id=2',
    ]);
    expect(Object.keys(window.__earlyCalls ?? {}).sort()).toEqual([
      'api/Hosp/assets?hospId=2',
      'api/Hosp/env',
      'api/Hosp/homePageModules?hospId=2',
      'api/hosp/info?id=2',
    ]);
    expect(links()).toEqual([
      'modulepreload ./assets/HomePage-x.js',
      'preload ./assets/HomePage-x.css',
    ]);
    await vi.waitFor(() => expect(links()).toContain('preload /img/banner1.jpg'));
    expect(document.head.querySelector('link[as="image"]')?.getAttribute('fetchpriority')).toBe(
      'high',
    );
  });

  it('uses the API address of the runtime config', () => {
    const fetch = fakeFetch({});
    vi.stubGlobal('__APP_CONFIG__', { apiBaseUrl: 'https://api.example.cn/checkup' });
    window.location.hash = '#/?hospid=2';
    earlyStart(window, FILES);
    expect(fetch).toHaveBeenCalledWith(
      'https://api.example.cn/checkup/api/hosp/info?id=2',
      expect.anything(),
    );
  });

  it("starts only the pages' chunk on a deep link, and nothing on home without a branch", () => {
    const fetch = fakeFetch({});
    window.location.hash = '#/packageList?hospid=2';
    earlyStart(window, FILES);
    expect(links()).toEqual(['modulepreload ./assets/lazyModules-x.js']);
    document.head.innerHTML = '';
    window.location.hash = '#/';
    earlyStart(window, FILES);
    expect(fetch).not.toHaveBeenCalled();
    expect(links()).toEqual([]);
  });
});
