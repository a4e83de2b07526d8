import { beforeAll, describe, expect, it } from 'vitest';
import { findRoute, href, isDeveloping, registerRoutes, type RouteRow } from './routes';
import { routeAt } from './useRouteQuery';
import { positiveInt } from './routeQuery';

// The kit knows no route of its own: it reads the table the app registers.
const TABLE: RouteRow[] = [
  { path: '/', title: 'home' },
  { path: '/about', title: 'about' },
  { path: '/survey/fill', title: 'surveyFill' },
  { path: '/queue', title: 'queue', developing: true },
  { path: '/company/orderSuccess/:orderinfo', title: 'ok' },
  { path: '/article', title: 'article', query: { id: positiveInt } },
];

beforeAll(() => registerRoutes(TABLE));

describe('findRoute', () => {
  it('returns the registered row itself for an exact path', () => {
    expect(findRoute('/about')).toBe(TABLE[1]);
    expect(findRoute('/survey/fill')).toBe(TABLE[2]);
  });

  it('matches home for the empty pathname and a path with a trailing slash', () => {
    expect(findRoute('')?.path).toBe('/');
    expect(findRoute('/about/')?.path).toBe('/about');
    expect(findRoute('/company/orderSuccess/9/')?.path).toBe('/company/orderSuccess/:orderinfo');
  });

  it('matches a param segment with any value, and only with one', () => {
    expect(findRoute('/company/orderSuccess/ABC123')?.title).toBe('ok');
    expect(findRoute('/company/orderSuccess')).toBeUndefined();
    expect(findRoute('/company/orderSuccess/1/2')).toBeUndefined();
  });

  it('finds nothing for a path of no route', () => {
    for (const path of ['/nope', '/about/extra', '/aboutx', '/survey/unknown'])
      expect(findRoute(path), path).toBeUndefined();
  });
});

describe('routeAt', () => {
  it('returns the row the table declares under a path, and throws for another', () => {
    expect(routeAt('/article').query).toBe(TABLE[5]!.query);
    expect(() => routeAt('/nowhere' as '/article')).toThrow('/nowhere');
  });
});

describe('isDeveloping', () => {
  it('follows the flag of the route, with or without a query', () => {
    expect(isDeveloping('/queue')).toBe(true);
    expect(isDeveloping('/queue?hospid=1')).toBe(true);
    expect(isDeveloping('/about?hospid=1')).toBe(false);
    expect(isDeveloping('/company/orderSuccess/7')).toBe(false);
  });

  it('is false for a path of no route', () => {
    expect(isDeveloping('/nope?x=1')).toBe(false);
  });
});

describe('href', () => {
  it('writes the query as the page reads it and leaves absent values out', () => {
    expect(href('/packageDetail', { id: 7 })).toBe('/packageDetail?id=7');
    expect(href('/submitOrder', { packageId: 3, profileId: undefined, customized: true })).toBe(
      '/submitOrder?packageId=3&customized=1',
    );
    expect(href('/union', { hide: ['3', '4'] })).toBe('/union?hide=3%2C4');
    expect(href('/orderlist')).toBe('/orderlist');
    expect(href('/login', { redirect: '/orderinfo?orderNo=A1&hospid=2' })).toBe(
      '/login?redirect=%2Forderinfo%3ForderNo%3DA1%26hospid%3D2',
    );
  });
});
