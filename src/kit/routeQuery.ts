/**
 * Reads one value of a route's query. Anyone can type a URL, so a value that is missing,
 * empty or not what the route expects reads as undefined, never as NaN or a guess.
 */
export type Parser<T> = (raw: string) => T | undefined;

/** A route's query: each name it reads and the parser of its value. */
export type QuerySpec = Readonly<Record<string, Parser<unknown>>>;

/** What a page reads: each value of the spec, parsed, or undefined. */
export type QueryValues<S> = { [K in keyof S]?: S[K] extends Parser<infer T> ? T : never };

/** A positive integer that fits the server's int columns (an id, a package, a profile). */
export const positiveInt: Parser<number> = (raw) =>
  /^\d{1,10}$/.test(raw) && +raw > 0 && +raw <= 2_147_483_647 ? +raw : undefined;

/** A non-blank string (an order number, a sign, a key), trimmed. */
export const text: Parser<string> = (raw) => raw.trim() || undefined;

/** One of a fixed set of values (a tab, a sort, a reason). */
export const oneOf =
  <const T extends string | number>(...values: readonly T[]): Parser<T> =>
  (raw) =>
    values.find((v) => String(v) === raw);

/** A yes/no switch: 1 or true, 0 or false. */
export const flag: Parser<boolean> = (raw) =>
  raw === '1' || raw === 'true' ? true : raw === '0' || raw === 'false' ? false : undefined;

/** A comma-separated list; the items the parser refuses are left out, none at all is undefined. */
export const list =
  <T>(item: Parser<T>): Parser<T[]> =>
  (raw) => {
    const items = raw
      .split(',')
      .map((part) => item(part.trim()))
      .filter((v): v is T => v !== undefined);
    return items.length > 0 ? items : undefined;
  };

/** A value as a link writes it: lists comma-joined, switches as 1 and 0. */
export type QueryInput =
  string | number | boolean | readonly (string | number)[] | null | undefined;

/**
 * Writes `values` into `params` as the parsers read them back; null, undefined, an empty
 * string or an empty list removes the name.
 */
export function writeQuery(
  params: URLSearchParams,
  values: Readonly<Record<string, QueryInput>>,
): URLSearchParams {
  for (const [name, value] of Object.entries(values)) {
    const raw =
      typeof value === 'boolean'
        ? value
          ? '1'
          : '0'
        : Array.isArray(value)
          ? value.join(',')
          : (value ?? '');
    if (raw === '') params.delete(name);
    else params.set(name, String(raw));
  }
  return params;
}
