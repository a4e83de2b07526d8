/** A hospid is a positive integer; anything else in the query counts as missing. */
export function parseHospId(raw: string | null | undefined): number | null {
  if (raw == null || !/^[1-9][0-9]{0,9}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return Number.isSafeInteger(n) && n <= 2_147_483_647 ? n : null;
}

export type HospIdSource = 'query' | 'previous' | 'stored';

/**
 * The spec's order: the route's own query, then the previous route's value, then the
 * one remembered in localStorage. Null means the visitor must be sent to /error.
 */
export function resolveHospId(input: {
  query: string | null | undefined;
  previous: number | null | undefined;
  stored: string | null | undefined;
}): { hospId: number; source: HospIdSource } | null {
  const fromQuery = parseHospId(input.query);
  if (fromQuery !== null) return { hospId: fromQuery, source: 'query' };
  if (input.previous != null && Number.isSafeInteger(input.previous) && input.previous > 0)
    return { hospId: input.previous, source: 'previous' };
  const stored = parseHospId(input.stored);
  if (stored !== null) return { hospId: stored, source: 'stored' };
  return null;
}

/** Sets `hospid` in a route's query, keeping the rest of the query as it was. */
export function withHospId(route: string, hospId: number): string {
  const [path = '/', query = ''] = route.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('hospid', String(hospId));
  return `${path}?${params.toString()}`;
}
