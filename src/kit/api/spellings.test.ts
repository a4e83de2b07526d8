// @vitest-environment node
// Every call whose answer the spec lets a backend spell two ways, fed each spelling through
// the app's own decoding (`call`): what the app reads is the same either way.
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from './call';
import { transport } from './client';
import type { Endpoint } from '@/contract/endpoint';
import { ENDPOINTS } from '@/contract/endpoints';
import { otherSpelling, respell, type Spellings } from '@/contract/spellings';

vi.mock('@/kit/api/client', () => ({ transport: { get: vi.fn(), send: vi.fn() } }));

type Json = { [key: string]: unknown };

/** A value the schema accepts, with one row in every list, so nested spellings are met. */
function sampleOf(schema: TSchema): unknown {
  const s = schema as Json & { anyOf?: TSchema[]; items?: TSchema; enum?: unknown[] };
  if ('const' in s) return s.const;
  if (s.enum) return s.enum[0];
  if (s.anyOf) return sampleOf(s.anyOf.find((o) => (o as Json).type !== 'null') ?? s.anyOf[0]!);
  switch (s.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties as Record<string, TSchema>).map(([k, v]) => [k, sampleOf(v)]),
      );
    case 'array':
      return [sampleOf(s.items!)];
    case 'string':
      return 'text';
    case 'integer':
    case 'number':
      return 7;
    case 'boolean':
      return true;
    default:
      return null;
  }
}

/** The object schema a field's spellings apply to: a list's rows, a union's object. */
function objectOf(schema: TSchema): { properties: Record<string, TSchema>; required: string[] } {
  const s = schema as Json & { anyOf?: TSchema[]; items?: TSchema };
  if (s.type === 'array') return objectOf(s.items!);
  if (s.anyOf) return objectOf(s.anyOf.find((o) => (o as Json).type === 'object')!);
  return {
    properties: s.properties as Record<string, TSchema>,
    required: (s.required ?? []) as string[],
  };
}

const withSpellings = ENDPOINTS.filter(
  (row): row is [string, Endpoint & { spellings: Spellings }] => row[1].spellings !== undefined,
);

describe('the spellings the spec allows', () => {
  it('are declared on each call whose answer holds such a field', () => {
    expect(Object.fromEntries(withSpellings.map(([name, ep]) => [name, ep.path]))).toEqual({
      addProfile: '/api/user/addprofile',
      companySchedules: '/api/company/GetSchedules',
      packageFind: '/api/package/find',
      packageList: '/api/package/list',
      personalSchedules: '/api/personalOrder/GetSchedules',
      profileList: '/api/user/getprofile',
      recommendedPackages: '/api/package/recommand',
      unionHospitals: '/api/Hosp/unions',
      updateProfile: '/api/user/updateprofile',
    });
  });

  it.each(withSpellings)(
    '%s names fields of its answer, and other names the contract does not require',
    (_, ep) => {
      const check = (schema: TSchema, spellings: Spellings) => {
        const { properties, required } = objectOf(schema);
        for (const [field, rule] of Object.entries(spellings)) {
          expect(properties).toHaveProperty(field);
          if (typeof rule === 'string') expect(required).not.toContain(rule);
          else check(properties[field]!, rule);
        }
      };
      check(ep.answer, ep.spellings);
    },
  );
});

describe.each(withSpellings)('%s read through call()', (_, ep) => {
  const sample = sampleOf(ep.answer);
  const input = { id: 1 };

  beforeEach(() => {
    vi.mocked(transport.get).mockReset();
    vi.mocked(transport.send).mockReset();
  });

  /** What the app reads of `data` sent as the answer: of a paged call, as its page's row. */
  const answered = async (data: unknown) => {
    const sent = ep.paged
      ? { code: 200, msg: '', data: [data], total: 1, offset: 0, limit: 10 }
      : data;
    const answer = Promise.resolve({ data: sent, msg: '' });
    vi.mocked(transport.get).mockReturnValue(answer as never);
    vi.mocked(transport.send).mockReturnValue(answer as never);
    const read = await (call as (e: Endpoint, i: unknown) => Promise<unknown>)(ep, input);
    return ep.paged ? (read as { data: unknown[] }).data[0] : read;
  };

  it("in the contract's spelling, as sent", async () => {
    expect(Value.Check(ep.answer, sample)).toBe(true);
    expect(await answered(sample)).toEqual(sample);
  });

  it("in the spec's other spelling, as if sent in the contract's", async () => {
    const other = otherSpelling(sample, ep.spellings);
    // The other spelling alone does not fit what the app reads: the decoding is what mends it.
    expect(Value.Check(ep.answer, other)).toBe(false);
    const read = await answered(other);
    expect(Value.Check(ep.answer, read)).toBe(true);
    expect(read).toMatchObject(sample as object);
  });
});

describe('respell', () => {
  it('keeps a field the answer already has under the contract name', () => {
    expect(respell({ dayValue: 'a', orderDate: 'b' }, { dayValue: 'orderDate' })).toEqual({
      dayValue: 'a',
      orderDate: 'b',
    });
  });

  it('takes the other name when the contract name is null, as a union lacking union_name', () => {
    expect(respell({ hosp_name: null, union_name: 'East' }, { hosp_name: 'union_name' })).toEqual({
      hosp_name: 'East',
      union_name: 'East',
    });
  });

  it('leaves values that are not objects alone', () => {
    expect(respell(null, { id: 'xh' })).toBeNull();
    expect(respell('text', { id: 'xh' })).toBe('text');
  });
});
