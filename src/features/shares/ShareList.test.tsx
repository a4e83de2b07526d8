import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportShare } from '@/contract';
import { setUpComponentTests } from '@/kit/testSetup';
import zh from '../../../locales/zh-CN/shares.json';
import en from '../../../locales/en/shares.json';
import { ShareList } from './ShareList';

// Issue 37: the owner's list tells what the server now answers: a share locked by wrong
// codes and until when, why an ended share ended, and how often each reader opened it.

setUpComponentTests('shares', zh, en);
afterEach(() => vi.useRealTimers());

/** Local times of 7 December 2026, whatever the machine's zone. */
const at = (hour: number, minute: number, day = 7) =>
  new Date(2026, 11, day, hour, minute).toISOString();

const share = (over: Partial<ReportShare>): ReportShare => ({
  id: 1,
  tjbh: 'TJ2026001',
  name: 'Zhang San',
  tjrq: '2026-11-07',
  person: 'Daughter',
  createdAt: at(9, 0, 6),
  expiresAt: at(9, 0, 13),
  endedAt: null,
  endReason: null,
  state: 'open',
  wrongCodes: 0,
  lockedUntil: null,
  opens: [],
  ...over,
});

const renderList = (shares: ReportShare[]) =>
  render(<ShareList shares={shares} onEnd={() => {}} />);

describe("a share's lock after wrong codes", () => {
  it('tells the owner until when it is locked, by the time alone when it lifts today', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 7, 10, 30));
    renderList([share({ wrongCodes: 5, lockedUntil: at(10, 45) })]);
    expect(screen.getByTestId('share-locked').textContent).toBe(
      '有人多次输错验证码，已暂时锁定至 10:45',
    );
  });

  it('names the day too when the lock lifts on another one', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 11, 7, 22, 0));
    renderList([share({ wrongCodes: 30, lockedUntil: at(6, 0, 8) })]);
    expect(screen.getByTestId('share-locked').textContent).toBe(
      '有人多次输错验证码，已暂时锁定至 12-08 06:00',
    );
  });

  it('says nothing of a lock when the share is not locked', () => {
    renderList([share({ wrongCodes: 2 })]);
    expect(screen.queryByTestId('share-locked')).toBeNull();
  });
});

describe('why a share ended', () => {
  it.each([
    ['owner', '已结束：您已结束'],
    ['unbound', '已结束：家人已解除绑定'],
    ['password', '已结束：密码已修改'],
  ] as const)('%s: %s', (endReason, words) => {
    renderList([share({ state: 'ended', endedAt: at(11, 0), endReason })]);
    expect(screen.getByTestId('share-end-reason').textContent).toBe(words);
  });

  it('gives no reason for a share that ran out', () => {
    renderList([share({ state: 'expired' })]);
    expect(screen.queryByTestId('share-end-reason')).toBeNull();
  });
});

describe('who opened it', () => {
  it("shows each reader's opens in the hour, and counts them all in the heading", () => {
    const open = { place: '203.0.113.*', system: 'iphone', app: 'wechat' } as const;
    renderList([
      share({
        opens: [
          { ...open, openedAt: at(10, 5), count: 3 },
          { ...open, openedAt: at(9, 10), count: 1 },
        ],
      }),
    ]);
    const rows = screen.getAllByTestId('share-open');
    expect(within(rows[0]!).getByText('打开3次')).toBeTruthy();
    expect(within(rows[1]!).getByText('打开1次')).toBeTruthy();
    expect(screen.getByText('查看记录（4次）')).toBeTruthy();
  });
});
