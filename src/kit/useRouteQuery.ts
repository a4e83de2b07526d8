import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { writeQuery, type QueryInput, type QuerySpec } from './routeQuery';
import {
  registeredRoutes,
  type HrefQuery,
  type RoutePath,
  type RouteQuery,
  type RouteRow,
} from './routes';

// Pages read their queries with this module; the first load (the table, links) needs none
// of it.

/** The row the table declares as `path`. */
export function routeAt(path: RoutePath): RouteRow {
  const row = registeredRoutes().find((r) => r.path === path);
  if (!row) throw new Error(`No route ${path} in the route table`);
  return row;
}

/**
 * The values of `search` that `spec` names. A name is matched as written, else in any case
 * ("reportkey" for "reportKey"), as the server matches query names.
 */
export function parseQuery(spec: QuerySpec | undefined, search: string): Record<string, unknown> {
  const params = new URLSearchParams(search);
  const values: Record<string, unknown> = {};
  for (const [name, parse] of Object.entries(spec ?? {})) {
    const lower = name.toLowerCase();
    const raw =
      params.get(name) ?? [...params].find(([other]) => other.toLowerCase() === lower)?.[1];
    const value = raw?.trim() ? parse(raw.trim()) : undefined;
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/**
 * The current URL's query as the route table declares it for `path`: each value parsed,
 * or undefined when it is missing or not what the route expects. A page shared by two
 * routes with the same query names may read it as either.
 */
export function useRouteQuery<P extends RoutePath>(path: P): RouteQuery<P> {
  const { search } = useLocation();
  return useMemo(() => parseQuery(routeAt(path).query, search), [path, search]) as RouteQuery<P>;
}

/**
 * Changes values of the current query in place (a tab, a filter), keeping the rest of it
 * (hospid, lang) and taking no history entry: "back" leaves the page, not the tab. The
 * route's path types the values.
 */
export function useSetRouteQuery<P extends RoutePath>(_path: P) {
  const [, setParams] = useSearchParams();
  return useCallback(
    (patch: HrefQuery<P>) =>
      setParams(
        (current) => writeQuery(new URLSearchParams(current), patch as Record<string, QueryInput>),
        { replace: true },
      ),
    [setParams],
  );
}
