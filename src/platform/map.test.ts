import { describe, expect, it } from 'vitest';
import { mapAppUri, placeOf, tilesAround, tileUrl } from './map';

const hosp = { name: '康宁体检中心', address: '江南大道 1888 号', mapX: 120.2108, mapY: 30.2084 };

describe('placeOf', () => {
  it('reads mapX as longitude and mapY as latitude', () => {
    expect(placeOf(hosp)).toEqual({
      lng: 120.2108,
      lat: 30.2084,
      name: hosp.name,
      address: hosp.address,
    });
  });

  it.each([
    { mapX: null, mapY: 30.2 },
    { mapX: 120.2, mapY: undefined },
    { mapX: 0, mapY: 0 },
    { mapX: 200, mapY: 30 },
    { mapX: 120, mapY: 95 },
    { mapX: Number.NaN, mapY: 30 },
  ])('is null without usable coordinates: %o', (coords) => {
    expect(placeOf({ ...hosp, ...coords })).toBeNull();
  });
});

describe('mapAppUri', () => {
  it('asks Amap for a route to the branch in GCJ-02, opening its app when there is one', () => {
    const uri = new URL(mapAppUri(placeOf(hosp)!));
    expect(uri.origin + uri.pathname).toBe('https://uri.amap.com/navigation');
    expect(uri.searchParams.get('to')).toBe(`120.2108,30.2084,${hosp.name}`);
    expect(uri.searchParams.get('coordinate')).toBe('gaode');
    expect(uri.searchParams.get('callnative')).toBe('1');
  });

  it('encodes a name with separators', () => {
    const uri = mapAppUri({ ...placeOf(hosp)!, name: 'A&B=C' });
    expect(new URL(uri).searchParams.get('to')).toBe('120.2108,30.2084,A&B=C');
  });
});

describe('tiles', () => {
  it('fills a template', () => {
    expect(tileUrl('https://t{s}.example/{z}/{x}/{y}.png', 3, 1, 2)).toBe(
      'https://ta.example/3/1/2.png',
    );
  });

  it('puts the place at the centre of the box', () => {
    const tiles = tilesAround({ lng: 0, lat: 0 }, 1, '{z}/{x}/{y}', 300, 200);
    // At zoom 1 the point (0, 0) is the corner shared by the four tiles.
    const centre = tiles.find((t) => t.x === 1 && t.y === 1);
    expect(centre).toMatchObject({ left: 150, top: 100, url: '1/1/1' });
    expect(tiles).toHaveLength(6);
  });

  it('gives nine tiles around a city at street zoom', () => {
    const tiles = tilesAround({ lng: 120.2108, lat: 30.2084 }, 16, '{z}/{x}/{y}', 390, 240);
    expect(tiles).toHaveLength(9);
    const xs = new Set(tiles.map((t) => t.x));
    expect(xs.size).toBe(3);
    const mid = tiles[4]!;
    expect(mid.left).toBeLessThanOrEqual(195);
    expect(mid.left + 256).toBeGreaterThan(195);
    expect(mid.top).toBeLessThanOrEqual(120);
    expect(mid.top + 256).toBeGreaterThan(120);
  });
});
