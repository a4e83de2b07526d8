import { describe, it, expect } from 'vitest';
import { NOT_FOUND_META, ROUTES, findRoute, isDeveloping } from './routes';

describe('ROUTES', () => {
  it('gives every entry a unique path', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('starts every path with a slash and gives every entry a title', () => {
    for (const r of ROUTES) {
      expect(r.path.startsWith('/')).toBe(true);
      expect(r.title).not.toBe('');
    }
  });
});

describe('findRoute', () => {
  it('matches exact paths', () => {
    expect(findRoute('/').title).toBe('home');
    expect(findRoute('/union').title).toBe('union');
    expect(findRoute('/survey').title).toBe('survey');
    expect(findRoute('/survey/fill').title).toBe('surveyFill');
    expect(findRoute('/company/orderlist').title).toBe('companyOrderList');
    expect(findRoute('/orderlist').title).toBe('orderlist');
  });

  it('returns the ROUTES entry itself', () => {
    const about = ROUTES.find((r) => r.path === '/about');
    expect(findRoute('/about')).toBe(about);
  });

  it('matches the param route /company/orderSuccess/:orderinfo', () => {
    const meta = findRoute('/company/orderSuccess/ABC123');
    expect(meta.path).toBe('/company/orderSuccess/:orderinfo');
    expect(meta.title).toBe('companyOrderSuccess');
    expect(meta.auth).toBe(true);
  });

  it('does not match the param route without its param or with extra segments', () => {
    expect(findRoute('/company/orderSuccess')).toBe(NOT_FOUND_META);
    expect(findRoute('/company/orderSuccess/')).toBe(NOT_FOUND_META);
    expect(findRoute('/company/orderSuccess/1/2')).toBe(NOT_FOUND_META);
  });

  it('matches a path with a trailing slash', () => {
    expect(findRoute('/about/').path).toBe('/about');
    expect(findRoute('/survey/fill/').path).toBe('/survey/fill');
    expect(findRoute('/company/orderSuccess/9/').path).toBe('/company/orderSuccess/:orderinfo');
  });

  it('matches the empty pathname as home', () => {
    expect(findRoute('').path).toBe('/');
  });

  it('returns NOT_FOUND_META for unknown paths', () => {
    expect(NOT_FOUND_META.path).toBe('*');
    expect(NOT_FOUND_META.title).toBe('notFound');
    expect(findRoute('/nope')).toBe(NOT_FOUND_META);
    expect(findRoute('/survey/unknown')).toBe(NOT_FOUND_META);
    expect(findRoute('/about/extra')).toBe(NOT_FOUND_META);
    expect(findRoute('/aboutx')).toBe(NOT_FOUND_META);
  });
});

describe('isDeveloping', () => {
  it('follows the flag of every route in the table', () => {
    for (const meta of ROUTES) {
      const path = meta.path.replace(/:[^/]+/g, '77');
      expect(isDeveloping(path), path).toBe(meta.developing === true);
    }
    expect(isDeveloping('/packageList')).toBe(false);
  });

  it('ignores the query string', () => {
    // Whichever routes are still being built: with a query they answer as without one.
    for (const r of ROUTES.filter((m) => !m.path.includes(':')))
      expect(isDeveloping(`${r.path}?hospid=1`), r.path).toBe(r.developing === true);
    expect(isDeveloping('/packageList?hospid=1&x=2')).toBe(false);
    expect(isDeveloping('/?hospid=1')).toBe(false);
    expect(isDeveloping('/union?hide=1,2')).toBe(false);
  });

  it.each(['/', '/union', '/error'])('%s is not developing', (route) => {
    expect(isDeveloping(route)).toBe(false);
  });

  it('is false for unknown routes', () => {
    expect(isDeveloping('/nope')).toBe(false);
    expect(isDeveloping('/nope?x=1')).toBe(false);
  });
});
