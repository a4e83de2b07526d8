import { afterEach, describe, expect, it } from 'vitest';
import { detectLanguage, initI18n } from './i18n';

afterEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('detectLanguage', () => {
  it('reads ?lang=en in the hash query', () => {
    window.history.replaceState(null, '', '/#/packageList?hospid=1&lang=en');
    expect(detectLanguage()).toBe('en');
  });

  it("reads ?lang=en in the page's query before the #, as a hand-written link has it", () => {
    window.history.replaceState(null, '', '/?lang=en#/?hospid=1');
    expect(detectLanguage()).toBe('en');
  });

  it('the hash query wins, and the choice is remembered for the next visit', () => {
    window.history.replaceState(null, '', '/?lang=en#/?hospid=1&lang=zh-CN');
    expect(detectLanguage()).toBe('zh-CN');
    window.history.replaceState(null, '', '/?lang=en#/');
    detectLanguage();
    window.history.replaceState(null, '', '/#/');
    expect(detectLanguage()).toBe('en');
  });

  it('is Chinese by default, and ignores a language it does not have', () => {
    window.history.replaceState(null, '', '/?lang=fr#/');
    expect(detectLanguage()).toBe('zh-CN');
  });
});

describe('initI18n', () => {
  it("loads Chinese as zh-CN alone, never a 'zh' it has no file of", async () => {
    const i18n = await initI18n('zh-CN');
    expect(i18n.languages).toEqual(['zh-CN']);
    await i18n.loadNamespaces('info');
    expect(i18n.hasResourceBundle('zh-CN', 'info')).toBe(true);
    expect(Object.keys(i18n.store.data)).toEqual(['zh-CN']);
  });
});
