import { describe, it, expect } from 'vitest';
import { safeAppRoute } from './safeRoute';

describe('safeAppRoute: app routes are kept', () => {
  it.each([
    ['/orderlist?x=1', '/orderlist?x=1'],
    ['/orderlist', '/orderlist'],
    ['orderlist', '/orderlist'],
    ['#/orderlist', '/orderlist'],
    ['/company/orderSuccess/123?hospid=2', '/company/orderSuccess/123?hospid=2'],
    ['  /orderlist  ', '/orderlist'],
    ['%2Forderlist%3Fx%3D1', '/orderlist?x=1'],
    ['/', '/'],
  ])('%j -> %j', (raw, expected) => {
    expect(safeAppRoute(raw)).toBe(expected);
    expect(safeAppRoute(raw, '/home')).toBe(expected);
  });

  it('keeps a colon after the first path segment', () => {
    expect(safeAppRoute('/orderlist?next=a:b')).toBe('/orderlist?next=a:b');
  });
});

describe('safeAppRoute: anything else becomes the fallback', () => {
  it.each([
    'https://evil.example',
    'http://evil.example/orderlist',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/javascript:alert(1)',
    'JavaScript:alert(1)',
    '#javascript:alert(1)',
    'data:text/html,hi',
    '%2F%2Fevil.example',
    'https%3A%2F%2Fevil.example',
    '#//evil.example',
    '/order\u0000list',
    '/orderlist\nx',
    '/a\u007fb',
    '%0A/orderlist',
    '%E0%A4%A',
  ])('%j', (raw) => {
    expect(safeAppRoute(raw)).toBe('/');
    expect(safeAppRoute(raw, '/fallback')).toBe('/fallback');
  });

  it('returns the fallback for null, undefined and empty', () => {
    expect(safeAppRoute(null)).toBe('/');
    expect(safeAppRoute(undefined)).toBe('/');
    expect(safeAppRoute('')).toBe('/');
    expect(safeAppRoute(null, '/home')).toBe('/home');
    expect(safeAppRoute(undefined, '/home')).toBe('/home');
    expect(safeAppRoute('', '/home')).toBe('/home');
  });
});

describe('safeAppRoute: edge cases', () => {
  it('answers the fallback for blank values', () => {
    expect(safeAppRoute('   ', '/home')).toBe('/home');
    expect(safeAppRoute('#', '/home')).toBe('/home');
  });

  it('keeps encoded query values of a safe route as they were', () => {
    expect(safeAppRoute('/search?q=a%26b')).toBe('/search?q=a%26b');
  });

  it('refuses a route that is only dangerous once decoded', () => {
    expect(safeAppRoute('/%2F%2Fevil.example', '/home')).toBe('/home');
    expect(safeAppRoute('javascript%3Aalert(1)', '/home')).toBe('/home');
  });
});
