// Calls the reads of the contract on a backend and says, call by call, whether each answer
// is the envelope and fits the contract's schema, naming the first field that does not.
// With a test account it logs in as the app does and makes the signed-in reads too. The
// calls come from the same endpoint objects the app uses (src/contract).
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { passwordLogin } from '../../src/contract/auth.ts';
import { ENDPOINTS } from '../../src/contract/endpoints.ts';
import { envelopeOf, pagedOf, type Endpoint } from '../../src/contract/index.ts';
import { respell } from '../../src/contract/spellings.ts';
import { asAccount, readInputs, stageOf, type Answers, type Query } from './inputs.ts';
import { loginBody, type TestAccount } from './signIn.ts';
import { ANSWERED_ON_EXAM_DAY, POST_READS } from './signedInInputs.ts';

export type Verdict =
  | { name: string; path: string; result: 'fits' }
  | { name: string; path: string; result: 'mismatch'; field: string; problem: string }
  | { name: string; path: string; result: 'refused'; code: number; msg: string }
  | { name: string; path: string; result: 'skipped'; why: string };

/**
 * Every read of the contract (the GETs and the POSTs that only read), in the order their
 * inputs become known: the public reads, then the signed-in ones.
 */
export const reads = () =>
  ENDPOINTS.filter(([name, e]) => e.method === 'GET' || POST_READS.includes(name))
    .map(([name, ep]) => {
      const isPublic = ep.access === 'public';
      return { name, ep, stage: stageOf(name, isPublic), byAccount: asAccount(name, isPublic) };
    })
    .sort((a, b) => a.stage - b.stage);

const schemaOf = (ep: Endpoint): TSchema => (ep.paged ? pagedOf(ep.answer) : envelopeOf(ep.answer));

/**
 * One answer body judged against its endpoint: the data when the body is the envelope and
 * fits, else the first place it departs, as a field path and the reason. The one judge of
 * an answer; the reads after it take their ids from the data it gives.
 */
export function fitAnswer(
  ep: Endpoint,
  body: unknown,
): { data: unknown } | { field: string; problem: string } {
  const schema = schemaOf(ep);
  const read = inContractSpelling(ep, body);
  if (Value.Check(schema, read)) return { data: (read as { data: unknown }).data };
  const [error] = [...Value.Errors(schema, read)];
  return { field: error?.instancePath || '/', problem: error?.message ?? 'does not fit' };
}

/**
 * The body with its data in the contract's spelling, as the app reads it (`call`): a field
 * the spec lets a backend name otherwise fits under either name.
 */
function inContractSpelling(ep: Endpoint, body: unknown): unknown {
  if (!ep.spellings || typeof body !== 'object' || body === null || !('data' in body)) return body;
  return { ...body, data: respell(body.data, ep.spellings) };
}

/** One call as the app makes it: a GET's input in the query, a POST's as the JSON body. */
async function send(base: string, ep: Endpoint, input: Query, token?: string) {
  const url = new URL(ep.path.replace(/^\//, ''), base.replace(/\/*$/, '/'));
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let body: string | undefined;
  if (ep.method === 'GET')
    for (const [key, value] of Object.entries(input)) url.searchParams.set(key, String(value));
  else if (ep.body) {
    body = JSON.stringify(input);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(url, { method: ep.method, headers, body });
  return (await res.json().catch(() => undefined)) as unknown;
}

/** The verdict on one answer; the data of one that fits is kept for the reads after it. */
function judge(name: string, ep: Endpoint, body: unknown, answers: Answers): Verdict {
  const envelope = body as { code?: unknown; msg?: unknown; data?: unknown } | undefined;
  if (typeof envelope?.code === 'number' && envelope.code !== 200) {
    const { code } = envelope;
    const msg = typeof envelope.msg === 'string' ? envelope.msg : '';
    if (ANSWERED_ON_EXAM_DAY.includes(name) && code >= 400 && code < 500)
      return {
        name,
        path: ep.path,
        result: 'skipped',
        why: `no exam today (code ${code}: ${msg})`,
      };
    return { name, path: ep.path, result: 'refused', code, msg };
  }
  const fit = fitAnswer(ep, body);
  if ('field' in fit) return { name, path: ep.path, result: 'mismatch', ...fit };
  answers[name] = fit.data;
  return { name, path: ep.path, result: 'fits' };
}

/** Logs the test account in as the app does; the login's answer is judged like a read's. */
async function logIn(base: string, hospId: number, account: TestAccount, answers: Answers) {
  const body = await send(base, passwordLogin, loginBody(account, hospId) as Query);
  const verdict = judge('passwordLogin', passwordLogin, body, answers);
  const token = (answers.passwordLogin as { token?: unknown } | undefined)?.token;
  return { verdict, token: typeof token === 'string' ? token : undefined };
}

/**
 * Every read of the contract against the backend at `base`, for branch `hospId`; the
 * signed-in reads as `account`, logged in before the first of them, else skipped.
 */
export async function checkBackend(
  base: string,
  hospId: number,
  account?: TestAccount,
  unionCode?: string,
): Promise<Verdict[]> {
  const answers: Answers = {};
  const verdicts: Verdict[] = [];
  let session: { token?: string; why?: string } | undefined = account
    ? undefined
    : { why: 'needs a signed-in account: pass --phone and --password' };
  for (const { name, ep, byAccount } of reads()) {
    if (byAccount && !session) {
      const login = await logIn(base, hospId, account!, answers);
      verdicts.push(login.verdict);
      session = login.token
        ? { token: login.token }
        : { why: 'the test account did not log in (see passwordLogin above)' };
    }
    const input =
      byAccount && session?.why ? session.why : readInputs(name, hospId, answers, unionCode);
    if (typeof input === 'string') {
      verdicts.push({ name, path: ep.path, result: 'skipped', why: input });
      continue;
    }
    verdicts.push(judge(name, ep, await send(base, ep, input, session?.token), answers));
  }
  return verdicts;
}
