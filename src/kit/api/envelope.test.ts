import { describe, it, expect } from 'vitest';
import { CODE_OK, PAGING_HEADER } from '@/contract';
import { ApiError, CODE_BAD_RESPONSE, unwrapEnvelope } from './envelope';

function caught(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error('expected the call to throw');
}

describe('unwrapEnvelope', () => {
  it('returns data on code 200', () => {
    expect(CODE_OK).toBe(200);
    const data = { items: [1, 2] };
    expect(unwrapEnvelope({ code: 200, msg: 'ok', data }, {})).toBe(data);
  });

  it('returns undefined data as is', () => {
    expect(unwrapEnvelope({ code: 200 }, { 'content-type': 'application/json' })).toBeUndefined();
  });

  it('returns the whole body when the paging-headers header is present', () => {
    const body = { code: 200, msg: '', data: [1], total: 10 };
    expect(PAGING_HEADER).toBe('paging-headers');
    expect(unwrapEnvelope(body, { 'paging-headers': '1' })).toBe(body);
  });

  it.each(['Paging-Headers', 'PAGING-HEADERS', 'pAgInG-hEaDeRs'])(
    'matches the paging header in any case (%s)',
    (name) => {
      const body = { code: 200, data: [] };
      expect(unwrapEnvelope(body, { [name]: 'x' })).toBe(body);
    },
  );

  it('does not treat similar header names as paging', () => {
    const body = { code: 200, data: 'd' };
    expect(unwrapEnvelope(body, { 'paging-header': '1', 'x-paging-headers': '1' })).toBe('d');
  });

  it('throws ApiError with the server code and msg when code is not 200', () => {
    const e = caught(() => unwrapEnvelope({ code: 500, msg: 'Server says no', data: 1 }, {}));
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toBeInstanceOf(Error);
    const err = e as ApiError;
    expect(err.code).toBe(500);
    expect(err.msg).toBe('Server says no');
    expect(err.message).toBe('Server says no');
    expect(err.name).toBe('ApiError');
  });

  it('throws for a non-200 code even when the body is paged', () => {
    const e = caught(() => unwrapEnvelope({ code: 401, msg: 'login' }, { 'paging-headers': '1' }));
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).code).toBe(401);
    expect((e as ApiError).msg).toBe('login');
  });

  it('uses an empty msg when the server msg is not a string', () => {
    const e = caught(() => unwrapEnvelope({ code: 0, msg: { text: 'x' } }, {}));
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).code).toBe(0);
    expect((e as ApiError).msg).toBe('');
  });

  it.each([
    ['a string', '<html>Bad gateway</html>'],
    ['null', null],
    ['undefined', undefined],
    ['a number', 200],
    ['an object without code', { msg: 'x', data: 1 }],
    ['an object with a string code', { code: '200', data: 1 }],
  ])('throws CODE_BAD_RESPONSE for %s', (_label, body) => {
    expect(CODE_BAD_RESPONSE).toBe(-1);
    const e = caught(() => unwrapEnvelope(body, { 'paging-headers': '1' }));
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).code).toBe(CODE_BAD_RESPONSE);
    expect((e as ApiError).msg).toBe('');
  });
});
