import { describe, expect, it } from 'vitest';
import type { AccountSession } from '@/contract';
import { sessionsShown } from './sessionsShown';

// Issue 38 item 8: two devices of the same kind looked identical in 登录设备.

/** Local times of 7 December 2026, whatever the machine's zone. */
const at = (hour: number, minute: number, second = 0) =>
  new Date(2026, 11, 7, hour, minute, second).toISOString();

const phone = (id: number, createdAt: string, over: Partial<AccountSession> = {}) =>
  ({
    id,
    current: false,
    system: 'android',
    app: 'wechat',
    place: '203.0.113.*',
    createdAt,
    lastUsedAt: createdAt,
    ...over,
  }) satisfies AccountSession;

const nameOf = (s: AccountSession) => `${s.system} ${s.app}`;

describe('the rows of the device list', () => {
  it('shows the seconds when two phones of one kind read alike to the minute', () => {
    const rows = sessionsShown([phone(1, at(10, 31, 5)), phone(2, at(10, 31, 48))], nameOf);
    expect(rows.map((r) => [r.signedIn, r.lastUsed, r.twin])).toEqual([
      ['2026-12-07 10:31:05', '2026-12-07 10:31:05', true],
      ['2026-12-07 10:31:48', '2026-12-07 10:31:48', true],
    ]);
  });

  it('keeps minutes for twins that differ by their minute, and for a device alone', () => {
    const rows = sessionsShown(
      [
        phone(1, at(9, 0, 5)),
        phone(2, at(10, 31, 5)),
        phone(3, at(10, 31, 5), { system: 'iphone' }),
      ],
      nameOf,
    );
    expect(rows.map((r) => [r.name, r.signedIn, r.twin])).toEqual([
      ['android wechat', '2026-12-07 09:00', true],
      ['android wechat', '2026-12-07 10:31', true],
      ['iphone wechat', '2026-12-07 10:31', false],
    ]);
  });

  it('keeps minutes when twins are told apart by their place', () => {
    const rows = sessionsShown(
      [phone(1, at(10, 31, 5)), phone(2, at(10, 31, 9), { place: '198.51.100.*' })],
      nameOf,
    );
    expect(rows.map((r) => r.signedIn)).toEqual(['2026-12-07 10:31', '2026-12-07 10:31']);
  });
});
