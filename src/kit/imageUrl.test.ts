import { describe, it, expect } from 'vitest';
import { resolveImageUrl } from './imageUrl';

const BASE = 'https://cdn.example/images';

describe('resolveImageUrl', () => {
  it.each([
    'https://img.example/a.png',
    'http://img.example/a.png',
    'HTTPS://img.example/a.png',
    '//img.example/a.png',
    '/uploads/a.png',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('keeps %j as is', (value) => {
    expect(resolveImageUrl(value, BASE)).toBe(value);
    expect(resolveImageUrl(value)).toBe(value);
  });

  it('trims surrounding whitespace', () => {
    expect(resolveImageUrl('  /uploads/a.png  ', BASE)).toBe('/uploads/a.png');
    expect(resolveImageUrl('  a.png ', BASE)).toBe(`${BASE}/a.png`);
  });

  it('prefixes a bare name with imagePath', () => {
    expect(resolveImageUrl('a.png', BASE)).toBe('https://cdn.example/images/a.png');
    expect(resolveImageUrl('banners/a.png', BASE)).toBe('https://cdn.example/images/banners/a.png');
  });

  it('joins with exactly one slash when imagePath ends with slashes', () => {
    expect(resolveImageUrl('a.png', `${BASE}/`)).toBe('https://cdn.example/images/a.png');
    expect(resolveImageUrl('a.png', `${BASE}///`)).toBe('https://cdn.example/images/a.png');
  });

  it('works with a relative imagePath', () => {
    expect(resolveImageUrl('a.png', 'static/img/')).toBe('static/img/a.png');
  });

  it('returns a bare name unchanged when there is no imagePath', () => {
    expect(resolveImageUrl('a.png')).toBe('a.png');
    expect(resolveImageUrl('a.png', '')).toBe('a.png');
  });

  it.each([null, undefined, '', '   ', '\t\n'])('returns an empty string for %j', (value) => {
    expect(resolveImageUrl(value, BASE)).toBe('');
  });
});
