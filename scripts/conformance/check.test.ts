// @vitest-environment node
// The conformance check against the reference server (every public read fits) and against
// one that answers a field in the wrong shape (that read is named, with the field).
import { afterAll, describe, expect, it } from 'vitest';
import { closeTestApp, createTestApp, type TestContext } from '../../server/test/testApp.ts';
import { OPEN_HOSP_ID } from '../../server/db/seedData.ts';
import { checkBackend } from './check.ts';

const opened: TestContext[] = [];
afterAll(async () => {
  for (const ctx of opened) await closeTestApp(ctx);
});

/** The reference server on a port of its own; `breakAnswer` may change an answer's body. */
async function backend(breakAnswer?: (url: string, body: string) => string): Promise<string> {
  const ctx = await createTestApp();
  opened.push(ctx);
  if (breakAnswer)
    ctx.app.addHook('onSend', async (request, _reply, payload) =>
      typeof payload === 'string' ? breakAnswer(request.url, payload) : payload,
    );
  return ctx.app.listen({ port: 0, host: '127.0.0.1' });
}

describe('the conformance check', () => {
  it('finds every public read of the reference server in the contract', async () => {
    const verdicts = await checkBackend(await backend(), OPEN_HOSP_ID);
    expect(verdicts.filter((v) => v.result !== 'fits' && v.result !== 'skipped')).toEqual([]);
    expect(verdicts.filter((v) => v.result === 'fits').map((v) => v.name)).toContain('packageFind');
  });

  it('names the read and the field of an answer that does not fit', async () => {
    const base = await backend((url, body) =>
      url.startsWith('/api/Hosp/configs') ? body.replace(/"value":"[^"]*"/, '"value":1') : body,
    );
    const verdicts = await checkBackend(base, OPEN_HOSP_ID);
    expect(verdicts.filter((v) => v.result === 'mismatch')).toEqual([
      {
        name: 'hospConfigs',
        path: '/api/Hosp/configs',
        result: 'mismatch',
        field: '/data/0/value',
        problem: 'must be string',
      },
    ]);
  });
});
