// Calls the public reads of the contract on a backend and says, call by call, whether each
// answer is the envelope and fits the contract's schema, naming the first field that does
// not. The calls come from the same endpoint objects the app uses (src/contract).
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { ENDPOINTS } from '../../src/contract/endpoints.ts';
import { envelopeOf, pagedOf, type Endpoint } from '../../src/contract/index.ts';
import { ASKED_FIRST, readInputs, type Answers } from './inputs.ts';

export type Verdict =
  | { name: string; path: string; result: 'fits' }
  | { name: string; path: string; result: 'mismatch'; field: string; problem: string }
  | { name: string; path: string; result: 'refused'; code: number; msg: string }
  | { name: string; path: string; result: 'skipped'; why: string };

/** The public reads, what a backend answers without a login; the lists others need first. */
export const publicReads = () => {
  const rank = (name: string) => (ASKED_FIRST.includes(name) ? 0 : 1);
  return ENDPOINTS.filter(([, e]) => e.method === 'GET' && e.access === 'public').sort(
    ([a], [b]) => rank(a) - rank(b),
  );
};

const schemaOf = (ep: Endpoint): TSchema => (ep.paged ? pagedOf(ep.answer) : envelopeOf(ep.answer));

/** The first place the body departs from the schema, as a field path and the reason. */
function firstMismatch(schema: TSchema, body: unknown): { field: string; problem: string } | null {
  if (Value.Check(schema, body)) return null;
  const [error] = [...Value.Errors(schema, body)];
  return { field: error?.instancePath || '/', problem: error?.message ?? 'does not fit' };
}

async function read(base: string, path: string, query: Record<string, string | number>) {
  const url = new URL(path.replace(/^\//, ''), base.replace(/\/*$/, '/'));
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  const res = await fetch(url);
  return (await res.json().catch(() => undefined)) as unknown;
}

/** Every public read of the contract against the backend at `base`, for branch `hospId`. */
export async function checkBackend(base: string, hospId: number): Promise<Verdict[]> {
  const answers: Answers = {};
  const verdicts: Verdict[] = [];
  for (const [name, ep] of publicReads()) {
    const query = readInputs(name, hospId, answers);
    if (typeof query === 'string') {
      verdicts.push({ name, path: ep.path, result: 'skipped', why: query });
      continue;
    }
    const body = await read(base, ep.path, query);
    const envelope = body as { code?: unknown; msg?: unknown; data?: unknown } | undefined;
    if (typeof envelope?.code === 'number' && envelope.code !== 200) {
      const msg = typeof envelope.msg === 'string' ? envelope.msg : '';
      verdicts.push({ name, path: ep.path, result: 'refused', code: envelope.code, msg });
      continue;
    }
    const mismatch = firstMismatch(schemaOf(ep), body);
    if (mismatch) verdicts.push({ name, path: ep.path, result: 'mismatch', ...mismatch });
    else {
      answers[name] = envelope?.data;
      verdicts.push({ name, path: ep.path, result: 'fits' });
    }
  }
  return verdicts;
}
