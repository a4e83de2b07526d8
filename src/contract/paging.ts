// The window of a paged call, as articleList spells it: the app asks for one page at a time
// and the server answers `{ code, msg, data, total, offset, limit }` with the
// `paging-headers` header, so a list's cost does not grow with the patient's history.
import { Type, type Static } from 'typebox';

/** `offset` from 0 and `limit` at most 50 rows, 10 when not sent. */
export const PageWindow = {
  offset: Type.Integer({ minimum: 0, maximum: 100_000, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
};
/** Which rows of a list: `limit` rows after the first `offset` (the app's and the server's). */
export type PageWindow = { [K in keyof typeof PageWindow]: Static<(typeof PageWindow)[K]> };

/** How each paged call's summary ends, for the README's API table. */
export const PAGED_SUMMARY =
  ' Paged: `offset`, `limit` (at most 50, default 10); the body is ' +
  '`{ code, msg, data, total, offset, limit }` with the header `paging-headers`.';
