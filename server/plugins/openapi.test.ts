// The OpenAPI document a hospital's backend team reads: every call of the contract, as the
// server serves it, with the envelope, the token and the refusals in the patients' words.
import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../src/contract/endpoints.ts';
import { useTestApp } from '../test/testApp.ts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncoding, OPENAPI_PATH } from './openapi.ts';

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

// Issue 37: compressing the document on every request cost ~10 ms of CPU a call; it is made
// and compressed once per start, and a client that has it is answered 304.
describe('the OpenAPI document is compressed once and revalidated', () => {
  const get = (headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url: OPENAPI_PATH, headers });

  it('answers brotli, gzip or plain as the client accepts, each the same document', async () => {
    const plain = await get({ 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    const gzip = await get({ 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 8);
  });

  it('carries an ETag and answers 304 to a client that has this version', async () => {
    const first = await get({ 'accept-encoding': 'br' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const again = await get({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('reads Accept-Encoding with its weights', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('BR')).toBe('br');
    expect(acceptedEncoding('gzip;q=0.0')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });
});
