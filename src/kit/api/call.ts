import type * as contract from '@/contract';
import {
  fillPath,
  type Address,
  type AnswerOf,
  type Endpoint,
  type InputOf,
} from '@/contract/endpoint';
import { respell } from '@/contract/spellings';
import { transport } from '@/kit/api/client';

/**
 * The contract's endpoint at an address (src/contract/calls): its schemas' types, read from
 * the area files by type only, so the app's bundle carries the address and nothing more.
 */
export type EndpointOf<A extends Address> = A extends Endpoint
  ? A
  : Extract<
      (typeof contract)[keyof typeof contract],
      { readonly method: A['method']; readonly path: A['path'] }
    > &
      Endpoint;

/** What a call at an address takes: the query of a GET, the body of anything else. */
export type CallInput<A extends Address> = InputOf<EndpointOf<A>>;
/** What a call at an address answers. */
export type CallAnswer<A extends Address> = AnswerOf<EndpointOf<A>>;

/** The input argument: none for a call that takes nothing. */
type Input<A extends Address> = CallInput<A> extends undefined ? [] : [input: CallInput<A>];

/** Makes one call of the contract: the query of a GET, the body of anything else. */
export function call<A extends Address>(ep: A, ...[input]: Input<A>): Promise<CallAnswer<A>> {
  return callWithMsg(ep, ...([input] as Input<A>)).then((answer) => answer.data);
}

/** The answer with the server's own words about it (a cancel's "cancelled"). */
export function callWithMsg<A extends Address>(
  ep: A,
  ...[input]: Input<A>
): Promise<{ data: CallAnswer<A>; msg: string }> {
  const { path, rest: data } = fillPath(ep.path, input as Record<string, unknown> | undefined);
  // Sent relative to the base URL ("api/Hosp/configs"), so a deployment may serve the API
  // under a prefix of its own.
  const url = path.slice(1);
  const answer =
    ep.method === 'GET'
      ? transport.get<CallAnswer<A>>(url, data)
      : transport.send<CallAnswer<A>>({ method: ep.method, url, data });
  return ep.spellings || ep.paged ? answer.then((a) => asContract(ep, a)) : answer;
}

/**
 * The answer as the contract reads it: a list the backend sent whole, without the
 * `paging-headers` header (the spec pages only articles), as its one page; each field the
 * spec allows two names for under the contract's name.
 */
function asContract<A extends Address>(ep: A, answer: { data: CallAnswer<A>; msg: string }) {
  const read = (rows: unknown) => (ep.spellings ? respell(rows, ep.spellings) : rows);
  let data: unknown = answer.data;
  if (ep.paged) {
    const page = Array.isArray(data) ? wholeList(data) : (data as { data: unknown });
    data = { ...page, data: read(page.data) };
  } else data = read(data);
  return { data: data as CallAnswer<A>, msg: answer.msg };
}

const wholeList = (rows: unknown[]) => ({
  code: 200,
  msg: '',
  data: rows,
  total: rows.length,
  offset: 0,
  limit: rows.length,
});
