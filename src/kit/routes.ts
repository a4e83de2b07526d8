import { writeQuery, type QueryInput, type QuerySpec, type QueryValues } from './routeQuery';

/**
 * One route of the app, as the route table (src/app/routeTable.ts) writes it: what the
 * shell needs to know before loading the page, and how the page reads its query.
 */
export interface RouteRow {
  readonly path: string;
  /**
   * The namespaces the page asks for before it renders, beyond the shell's and home's that
   * come with the entry: their files load with the page's chunk, not after it has rendered
   * (scripts/pageNamespaces.test.ts holds them to the page's code).
   */
  readonly ns?: readonly string[];
  /** A key of the `routes` namespace. */
  readonly title: string;
  readonly auth?: boolean;
  /** Its issue is still being built: links to it say so instead of opening it. */
  readonly developing?: boolean;
  /** Opens without a branch (hospid). */
  readonly hospIdExempt?: boolean;
  /** Shows the bottom tab bar. */
  readonly tab?: boolean;
  /** A page people arrive on from outside (QR code, error): no back arrow. */
  readonly entry?: boolean;
  /** A step where patients get stuck: the elder mode offers a call to the centre on it. */
  readonly help?: boolean;
  /** The names the page reads from its query, each with its parser. */
  readonly query?: QuerySpec;
}

/**
 * The app registers its route table here (`declare module` in src/app/routeTable.ts), so
 * the kit, the domains and the pages type their links and queries by it without importing
 * the app, which sits above them all.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RouteRegister {}

type Table = RouteRegister extends { table: infer T extends readonly RouteRow[] }
  ? T
  : readonly RouteRow[];
type Row = Table[number];

/** A path of the route table as it declares it, a param segment written `:name`. */
export type RoutePath = Row['path'];

type Concrete<P extends string> = P extends `${infer Head}/:${string}` ? `${Head}/${string}` : P;

/** A path of the route table, a param segment standing for any value. */
export type AppPath = Concrete<RoutePath>;

/** A link inside the app: a path of the route table, with or without a query. */
export type Href = AppPath | `${AppPath}?${string}`;

type RowAt<P extends string> = Row extends infer R
  ? R extends { path: infer Q extends string }
    ? P extends Concrete<Q>
      ? R
      : never
    : never
  : never;

type SpecAt<P extends string> = RowAt<P> extends { query: infer S } ? S : Record<never, never>;

/** The query a page on `path` reads: each value parsed, or undefined. */
export type RouteQuery<P extends string> = QueryValues<SpecAt<P>>;

/** The query a link to `path` may carry, each value of the type its page reads. */
export type HrefQuery<P extends string> = {
  [K in keyof RouteQuery<P>]?: NonNullable<RouteQuery<P>[K]> | null;
};

let rows: readonly RouteRow[] = [];

/** Done once by the route table's module: the rows every lookup reads. */
export function registerRoutes(table: readonly RouteRow[]) {
  rows = table;
}

/** The registered rows: the page's own row gives useRouteQuery its parsers. */
export const registeredRoutes = () => rows;

function matches(pattern: string, pathname: string): boolean {
  if (pattern === '/') return pathname === '/' || pathname === '';
  const a = pattern.split('/');
  const b = pathname.replace(/\/+$/, '').split('/');
  return a.length === b.length && a.every((seg, i) => seg.startsWith(':') || seg === b[i]);
}

/** The row of the route a pathname (no query) opens; undefined for a path of no route. */
export function findRoute(pathname: string): RouteRow | undefined {
  return rows.find((r) => matches(r.path, pathname));
}

/** Whether a link to `route` (with or without query) must be stopped as "in development". */
export function isDeveloping(route: string): boolean {
  return findRoute(route.split('?', 1)[0] ?? '/')?.developing === true;
}

/** The link to `path` with `query` written as its page reads it; absent values left out. */
export function href<P extends AppPath>(path: P, query: HrefQuery<P> = {}): Href {
  const search = writeQuery(new URLSearchParams(), query as Record<string, QueryInput>).toString();
  return search ? `${path}?${search}` : path;
}
