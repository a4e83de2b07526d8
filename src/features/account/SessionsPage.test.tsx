import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountSession, Endpoint } from '@/contract';
import { ApiError } from '@/kit/api/envelope';
import { clearQueries } from '@/kit/query/store';
import { setUpComponentTests } from '@/kit/testSetup';
import zh from '../../../locales/zh-CN/account.json';
import en from '../../../locales/en/account.json';
import SessionsPage from './SessionsPage';

const api = vi.hoisted(() => ({
  sessions: [] as unknown[] | Error,
  ended: 0,
  calls: [] as { path: string; input: unknown }[],
}));
const confirm = vi.hoisted(() => ({ answer: true, asked: [] as unknown[] }));
const toasts = vi.hoisted(() => [] as [string, string][]);

vi.mock('@/kit/api/call', () => ({
  call: (ep: Endpoint, input?: unknown) => {
    api.calls.push({ path: ep.path, input });
    if (ep.path === '/api/Auth/EndOtherSessions') return Promise.resolve(api.ended);
    return api.sessions instanceof Error
      ? Promise.reject(api.sessions)
      : Promise.resolve(api.sessions);
  },
}));
vi.mock('@/domains/session/useAccount', () => ({
  useAccount: () => ({ id: 7, name: 'Zhang', mobile: '13800000001', token: 't' }),
}));
vi.mock('@/kit/dialogs', () => ({
  askConfirm: (options: unknown) => {
    confirm.asked.push(options);
    return Promise.resolve(confirm.answer);
  },
}));
vi.mock('@/kit/toast', () => ({
  toast: (kind: string, message: string) => {
    toasts.push([kind, message]);
    return Promise.resolve();
  },
}));

setUpComponentTests('account', zh, en);

const s = zh.sessions;
const phone: AccountSession = {
  id: 3,
  current: true,
  system: 'iphone',
  app: 'wechat',
  place: '203.0.113.*',
  createdAt: '2026-05-01T02:00:00.000Z',
  lastUsedAt: '2026-05-03T02:00:00.000Z',
};
const laptop: AccountSession = {
  ...phone,
  id: 2,
  current: false,
  system: 'windows',
  app: 'edge',
  place: '198.51.100.*',
};

/** Local times of 7 December 2026, whatever the machine's zone. */
const at = (hour: number, minute: number, second: number) =>
  new Date(2026, 11, 7, hour, minute, second).toISOString();

beforeEach(() => {
  api.sessions = [phone, laptop];
  api.ended = 1;
  api.calls.length = 0;
  confirm.answer = true;
  confirm.asked.length = 0;
  toasts.length = 0;
});

const endOthersButton = () => screen.getByRole('button', { name: s.endOthers });

describe('SessionsPage', () => {
  it('lists the devices, this one first and marked, each other one with its own sign-out', async () => {
    render(<SessionsPage />);
    const rows = await screen.findAllByTestId('session');
    expect(rows.map((r) => r.dataset.current)).toEqual(['true', 'false']);
    within(rows[0]!).getByText(`iPhone · ${s.apps.wechat}`);
    within(rows[0]!).getByText(s.thisDevice);
    expect(within(rows[0]!).getByText('203.0.113.*').parentElement!.textContent).toBe(
      `${s.place} 203.0.113.*`,
    );
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    const laptopName = `${s.systems.windows} · ${s.apps.edge}`;
    within(rows[1]!).getByRole('button', {
      name: s.endOneLabel.replace('{{device}}', laptopName),
    });
    expect(within(rows[1]!).queryByText(s.thisDevice)).toBeNull();
  });

  it('tells two phones of one kind apart by their sign-in time, to the second', async () => {
    const android = { ...laptop, system: 'android', app: 'wechat' } as const;
    const first = { ...android, id: 4, createdAt: at(10, 31, 5), lastUsedAt: at(10, 31, 5) };
    const second = { ...android, id: 5, createdAt: at(10, 31, 48), lastUsedAt: at(10, 31, 48) };
    api.sessions = [phone, first, second];
    render(<SessionsPage />);
    const rows = await screen.findAllByTestId('session');
    const name = `${s.systems.android} · ${s.apps.wechat}`;
    const label = (time: string) => s.endOneLabel.replace('{{device}}', `${name}（${time} 登录）`);
    // Its last use and its sign-in, each to the second.
    expect(within(rows[1]!).getAllByText('2026-12-07 10:31:05')).toHaveLength(2);
    within(rows[1]!).getByRole('button', { name: label('2026-12-07 10:31:05') });
    within(rows[2]!).getByRole('button', { name: label('2026-12-07 10:31:48') });
    expect(rows[1]!.textContent).not.toBe(rows[2]!.textContent);
  });

  it('signs the other devices out after a yes, says so, and reads the list again', async () => {
    render(<SessionsPage />);
    await screen.findAllByTestId('session');
    fireEvent.click(endOthersButton());
    await waitFor(() => expect(toasts).toEqual([['success', s.endedOthers]]));
    expect(confirm.asked).toEqual([
      expect.objectContaining({ title: s.endOthersTitle, confirmText: s.endOthers, danger: true }),
    ]);
    expect(api.calls.filter((c) => c.path === '/api/Auth/EndOtherSessions')).toEqual([
      { path: '/api/Auth/EndOtherSessions', input: {} },
    ]);
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/api/Auth/Sessions')).toHaveLength(2),
    );
  });

  it('signs one device out by its id, and nothing after a no', async () => {
    render(<SessionsPage />);
    const rows = await screen.findAllByTestId('session');
    confirm.answer = false;
    fireEvent.click(within(rows[1]!).getByRole('button'));
    await waitFor(() => expect(confirm.asked).toHaveLength(1));
    expect(api.calls.some((c) => c.path === '/api/Auth/EndOtherSessions')).toBe(false);

    confirm.answer = true;
    fireEvent.click(within(rows[1]!).getByRole('button'));
    await waitFor(() => expect(toasts).toEqual([['success', s.endedOne]]));
    expect(api.calls.find((c) => c.path === '/api/Auth/EndOtherSessions')?.input).toEqual({
      id: 2,
    });
  });

  it('with this device alone, says so and leaves nothing to sign out', async () => {
    api.sessions = [phone];
    render(<SessionsPage />);
    await screen.findByText(s.onlyThis);
    expect((endOthersButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the empty state for an empty list and the error state with a retry', async () => {
    api.sessions = [];
    const { unmount } = render(<SessionsPage />);
    await screen.findByText(s.empty);
    expect(screen.queryByRole('button', { name: s.endOthers })).toBeNull();
    unmount();
    clearQueries();

    api.sessions = new ApiError(400, '会话读取失败');
    render(<SessionsPage />);
    const error = await screen.findByTestId('error-state');
    within(error).getByText('会话读取失败');
  });
});
