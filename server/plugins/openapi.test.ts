// The OpenAPI document a hospital's backend team reads: every call of the contract, as the
// server serves it, with the envelope, the token and the refusals in the patients' words.
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/contract/endpoints.ts';
import { useTestApp } from '../test/testApp.ts';
import { OPENAPI_PATH } from './openapi.ts';

const ctx = useTestApp();

type Operation = {
  operationId: string;
  security: unknown[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: unknown;
  responses: Record<
    string,
    { description: string; content: Record<string, { schema: Record<string, unknown> }> }
  >;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

async function served(): Promise<Document> {
  const res = await ctx.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json() as Document;
}

describe('the OpenAPI document', () => {
  it('holds every endpoint of the contract once, under its path and method', async () => {
    const doc = await served();
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(
        ([method, op]) => `${method.toUpperCase()} ${path} ${op.operationId}`,
      ),
    );
    const expected = ENDPOINTS.map(([name, e]) => `${e.method} ${e.path} ${name}`);
    expect(operations.sort()).toEqual(expected.sort());
  });

  it('asks a signed-in call for the bearer token, a public one for none', async () => {
    const doc = await served();
    expect(doc.paths['/api/package/find']!.get!.security).toEqual([]);
    expect(doc.paths['/api/personalOrder/GetUserOrders']!.get!.security).toEqual([{ bearer: [] }]);
  });

  it("names the query's keys as the spec spells them, and the path's", async () => {
    const doc = await served();
    const find = doc.paths['/api/package/find']!.get!;
    expect(find.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ['hospid', 'query', true],
      ['id', 'query', true],
    ]);
    const finish = doc.paths['/order/{id}/finish']!.put!;
    expect(finish.parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ['id', 'path', true],
    ]);
  });

  it('wraps the answer in the envelope and says each refusal in Chinese', async () => {
    const find = (await served()).paths['/api/package/find']!.get!;
    const ok = find.responses['200']!.content['application/json']!.schema;
    expect(ok.required).toEqual(['code', 'msg', 'data']);
    expect(find.responses.default!.description).toContain(
      'packageNotFound: 未找到该套餐，请返回重新选择',
    );
  });

  it("names the spec's other spellings of a call's fields, which the app reads too", async () => {
    const days = (await served()).paths['/api/personalOrder/GetSchedules']!.get!;
    expect(days.responses['200']!.description).toContain(
      'dayValue or orderDate, timeRanges[].id or timeRangeId, timeRanges[].timeRangeName or name',
    );
    expect((days as Operation & { 'x-spellings'?: unknown })['x-spellings']).toEqual({
      dayValue: 'orderDate',
      timeRanges: { id: 'timeRangeId', timeRangeName: 'name' },
    });
  });
});
