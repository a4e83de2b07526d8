import type { AnswerOf, Endpoint, InputOf } from '@/contract/endpoint';
import { respell } from '@/contract/spellings';
import { transport } from '@/kit/api/client';

/** The input argument: none for a call that takes nothing. */
type Input<E extends Endpoint> = InputOf<E> extends undefined ? [] : [input: InputOf<E>];

/** Makes one call of the contract: the query of a GET, the body of anything else. */
export function call<E extends Endpoint>(ep: E, ...[input]: Input<E>): Promise<AnswerOf<E>> {
  return callWithMsg(ep, ...([input] as Input<E>)).then((answer) => answer.data);
}

/** The answer with the server's own words about it (a cancel's "cancelled"). */
export function callWithMsg<E extends Endpoint>(
  ep: E,
  ...[input]: Input<E>
): Promise<{ data: AnswerOf<E>; msg: string }> {
  let data = input as Record<string, unknown> | undefined;
  // Sent relative to the base URL ("api/Hosp/configs"), so a deployment may serve the API
  // under a prefix of its own; a parameter of the path ("{id}") is taken out of the input.
  const url = ep.path.slice(1).replace(/\{(\w+)\}/g, (_, name: string) => {
    const { [name]: value, ...rest } = data ?? {};
    data = rest;
    return encodeURIComponent(String(value));
  });
  const answer =
    ep.method === 'GET'
      ? transport.get<AnswerOf<E>>(url, data)
      : transport.send<AnswerOf<E>>({ method: ep.method, url, data });
  return ep.spellings || ep.paged ? answer.then((a) => asContract(ep, a)) : answer;
}

/**
 * The answer as the contract reads it: a list the backend sent whole, without the
 * `paging-headers` header (the spec pages only articles), as its one page; each field the
 * spec allows two names for under the contract's name.
 */
function asContract<E extends Endpoint>(ep: E, answer: { data: AnswerOf<E>; msg: string }) {
  const read = (rows: unknown) => (ep.spellings ? respell(rows, ep.spellings) : rows);
  let data: unknown = answer.data;
  if (ep.paged) {
    const page = Array.isArray(data) ? wholeList(data) : (data as { data: unknown });
    data = { ...page, data: read(page.data) };
  } else data = read(data);
  return { data: data as AnswerOf<E>, msg: answer.msg };
}

const wholeList = (rows: unknown[]) => ({
  code: 200,
  msg: '',
  data: rows,
  total: rows.length,
  offset: 0,
  limit: rows.length,
});
