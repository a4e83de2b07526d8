/** A hospid is a positive integer; anything else in the query counts as missing. */
export function parseHospid(raw: string | null | undefined): number | null {
  if (raw == null || !/^[1-9][0-9]{0,9}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return Number.isSafeInteger(n) && n <= 2_147_483_647 ? n : null;
}

export type HospidSource = 'query' | 'previous' | 'stored';

/**
 * The spec's order: the route's own query, then the previous route's value, then the
 * one remembered in localStorage. Null means the visitor must be sent to /error.
 */
export function resolveHospid(input: {
  query: string | null | undefined;
  previous: number | null | undefined;
  stored: string | null | undefined;
}): { hospid: number; source: HospidSource } | null {
  const fromQuery = parseHospid(input.query);
  if (fromQuery !== null) return { hospid: fromQuery, source: 'query' };
  if (input.previous != null && Number.isSafeInteger(input.previous) && input.previous > 0)
    return { hospid: input.previous, source: 'previous' };
  const stored = parseHospid(input.stored);
  if (stored !== null) return { hospid: stored, source: 'stored' };
  return null;
}

/** Sets `hospid` in a route's query, keeping the rest of the query as it was. */
export function withHospid(route: string, hospid: number): string {
  const [path = '/', query = ''] = route.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('hospid', String(hospid));
  return `${path}?${params.toString()}`;
}
