// The branch on a map without a map provider's SDK or key: a link that opens a map app,
// and, when the deployment names a tile server, the tiles around the branch.

/** A place in GCJ-02, as Chinese map providers use it: mapX is longitude, mapY latitude. */
export interface Place {
  lng: number;
  lat: number;
  name: string;
  address: string;
}

const inRange = (v: unknown, limit: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit && v !== 0;

/** The hospital's place, or null when mapX or mapY is missing or not a coordinate. */
export function placeOf(info: {
  mapX?: number | null;
  mapY?: number | null;
  name: string;
  address: string;
}): Place | null {
  const { mapX, mapY } = info;
  if (!inRange(mapX, 180) || !inRange(mapY, 90)) return null;
  return { lng: mapX, lat: mapY, name: info.name, address: info.address };
}

/**
 * Amap's URI API: opens its app when installed (callnative) and its web map otherwise, and
 * reads GCJ-02 as the hospital's coordinates are, so no conversion is needed.
 */
export function mapAppUri(place: Place): string {
  const params = new URLSearchParams({
    to: `${place.lng},${place.lat},${place.name}`,
    mode: 'car',
    coordinate: 'gaode',
    callnative: '1',
  });
  return `https://uri.amap.com/navigation?${params.toString()}`;
}

export const TILE_SIZE = 256;

export interface Tile {
  x: number;
  y: number;
  url: string;
  /** Where the tile's top-left corner sits, in pixels from the grid's top-left. */
  left: number;
  top: number;
}

/** A tile URL from a template with {z}, {x}, {y} and an optional {s} subdomain. */
export function tileUrl(template: string, z: number, x: number, y: number): string {
  const sub = 'abc'[(x + y) % 3] ?? 'a';
  return template
    .replace('{z}', String(z))
    .replace('{x}', String(x))
    .replace('{y}', String(y))
    .replace('{s}', sub);
}

/**
 * The 3x3 Web Mercator tiles around a place at `zoom`, placed so the place sits at the
 * centre of a box `width` x `height`: the tiles' offsets are relative to that box.
 */
export function tilesAround(
  place: Pick<Place, 'lng' | 'lat'>,
  zoom: number,
  template: string,
  width: number,
  height: number,
): Tile[] {
  const n = 2 ** zoom;
  const px = ((place.lng + 180) / 360) * n * TILE_SIZE;
  const rad = (place.lat * Math.PI) / 180;
  const py = ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n * TILE_SIZE;
  const cx = Math.floor(px / TILE_SIZE);
  const cy = Math.floor(py / TILE_SIZE);
  const tiles: Tile[] = [];
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const x = (((cx + dx) % n) + n) % n;
      const y = cy + dy;
      if (y < 0 || y >= n) continue;
      tiles.push({
        x,
        y,
        url: tileUrl(template, zoom, x, y),
        left: Math.round((cx + dx) * TILE_SIZE - px + width / 2),
        top: Math.round(y * TILE_SIZE - py + height / 2),
      });
    }
  return tiles;
}
