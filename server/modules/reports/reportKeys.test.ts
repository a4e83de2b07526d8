import { describe, expect, it } from 'vitest';
import { ReportKey } from '../../../src/contract/index.ts';
import { Value } from 'typebox/value';
import {
  REPORT_KEY_DAYS,
  expired,
  expiryOf,
  makeReportKey,
  parseReportKey,
  signedFor,
} from './reportKeys.ts';

const SERVER = 'server-secret';
const ACCOUNT = 42;
const noon = new Date('2026-03-10T12:00:00Z');
const DAY_MS = 86_400_000;

describe('report keys', () => {
  it('fit the contract and read back as the report, its account and the moment they stop', () => {
    const key = makeReportKey(
      SERVER,
      { kind: 'exam', id: 4711, accountId: ACCOUNT },
      'stored-secret',
      noon,
    );
    expect(Value.Check(ReportKey, key)).toBe(true);
    expect(key).toHaveLength(39);
    const parsed = parseReportKey(key);
    expect(parsed).toMatchObject({
      kind: 'exam',
      id: 4711,
      accountId: ACCOUNT,
      expiresS: expiryOf(noon),
    });
    expect(signedFor(SERVER, parsed!, 'stored-secret')).toBe(true);
  });

  it('open for 30 days, to the end of that UTC day, and one key serves a whole day', () => {
    expect(REPORT_KEY_DAYS).toBe(30);
    const expiry = expiryOf(noon) * 1000;
    expect(new Date(expiry).toISOString()).toBe('2026-04-10T00:00:00.000Z');
    const key = parseReportKey(
      makeReportKey(SERVER, { kind: 'exam', id: 1, accountId: ACCOUNT }, 's', noon),
    )!;
    expect(expired(key, new Date(noon.getTime() + 30 * DAY_MS))).toBe(false);
    expect(expired(key, new Date(expiry + 1000))).toBe(true);
    const morning = new Date('2026-03-10T00:00:01Z');
    expect(makeReportKey(SERVER, { kind: 'exam', id: 1, accountId: ACCOUNT }, 's', morning)).toBe(
      makeReportKey(SERVER, { kind: 'exam', id: 1, accountId: ACCOUNT }, 's', noon),
    );
    const nextDay = new Date('2026-03-11T00:00:01Z');
    expect(
      makeReportKey(SERVER, { kind: 'exam', id: 1, accountId: ACCOUNT }, 's', nextDay),
    ).not.toBe(makeReportKey(SERVER, { kind: 'exam', id: 1, accountId: ACCOUNT }, 's', noon));
  });

  it('are refused when signed by another server, for another report or account, or after its secret changed', () => {
    const key = parseReportKey(
      makeReportKey(SERVER, { kind: 'exam', id: 7, accountId: ACCOUNT }, 'secret', noon),
    )!;
    expect(signedFor('another-server', key, 'secret')).toBe(false);
    expect(signedFor(SERVER, key, 'rotated-secret')).toBe(false);
    expect(signedFor(SERVER, { ...key, id: 8 }, 'secret')).toBe(false);
    expect(signedFor(SERVER, { ...key, kind: 'external' }, 'secret')).toBe(false);
    // Handed to another account: the account is signed, not merely written in the key.
    expect(signedFor(SERVER, { ...key, accountId: ACCOUNT + 1 }, 'secret')).toBe(false);
    expect(signedFor(SERVER, { ...key, expiresS: key.expiresS + 86_400 }, 'secret')).toBe(false);
  });

  it('an exam key and an external key of the same id differ', () => {
    const exam = makeReportKey(SERVER, { kind: 'exam', id: 3, accountId: ACCOUNT }, 's', noon);
    const external = makeReportKey(
      SERVER,
      { kind: 'external', id: 3, accountId: ACCOUNT },
      's',
      noon,
    );
    expect(exam).not.toBe(external);
    expect(parseReportKey(external)?.kind).toBe('external');
  });

  it('reads nothing from text that cannot be a key', () => {
    const good = makeReportKey(SERVER, { kind: 'exam', id: 3, accountId: ACCOUNT }, 's', noon);
    for (const text of [
      '',
      'abcdefghij',
      good.slice(1),
      `${good}A`,
      good.replace(/^./, '+'),
      // Kind 9 is no kind; id 0 and account 0 are no rows.
      Buffer.concat([
        Buffer.from([9, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1]),
        Buffer.alloc(16),
      ]).toString('base64url'),
      Buffer.concat([
        Buffer.from([1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1]),
        Buffer.alloc(16),
      ]).toString('base64url'),
      Buffer.concat([
        Buffer.from([1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1]),
        Buffer.alloc(16),
      ]).toString('base64url'),
      // A key of the form before keys named their account (issue 36): 25 bytes.
      Buffer.concat([Buffer.from([1, 0, 0, 0, 1, 0, 0, 0, 1]), Buffer.alloc(16)]).toString(
        'base64url',
      ),
    ])
      expect(parseReportKey(text), text).toBeNull();
  });
});
