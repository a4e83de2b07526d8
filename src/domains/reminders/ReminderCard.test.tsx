import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/reminders.json';
import zh from '../../../locales/zh-CN/reminders.json';
import type { BookingReminders } from '@/contract';
import { setUpComponentTests } from '@/kit/testSetup';
import { ReminderCard } from './ReminderCard';

const api = vi.hoisted(() => ({ get: vi.fn(), setPrefs: vi.fn(), subscribe: vi.fn() }));

vi.mock('@/domains/reminders/api', () => ({ reminderApi: api }));
vi.mock('@/kit/toast', () => ({ toast: vi.fn() }));
// Inside WeChat, its subscribe tag stubbed: whether the card offers it is what is checked.
vi.mock('@/platform/wechat/detect', () => ({ isWeChat: () => true }));
vi.mock('./ReminderSubscribe', () => ({
  ReminderSubscribe: () => <div data-testid="reminder-subscribe" />,
}));

setUpComponentTests('reminders', zh, en);

const planned: BookingReminders = {
  paused: false,
  channel: 'sms',
  wechat: null,
  reminders: [
    {
      kind: 'eve',
      channel: 'sms',
      dueAt: '2026-11-30T10:00:00.000Z',
      status: 'pending',
      sentAt: null,
      text: 'See you tomorrow at 07:30',
    },
    {
      kind: 'morning',
      channel: 'sms',
      dueAt: '2026-11-30T23:00:00.000Z',
      status: 'off',
      sentAt: null,
      text: 'See you today at 07:30',
    },
  ],
};

describe('ReminderCard', () => {
  it('shows nothing for a booking without reminders (booked while the switch was off)', async () => {
    api.get.mockResolvedValue({ paused: true, channel: 'sms', wechat: null, reminders: [] });
    const { container } = render(<ReminderCard booking="personal" id={5} booked />);
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('personal', 5));
    expect(container.innerHTML).toBe('');
  });

  it('where the hospital paused them: says so, lets the pending one be turned off only', async () => {
    const paused: BookingReminders = {
      ...planned,
      paused: true,
      wechat: { templateId: 'tpl', subscriptions: 0 },
    };
    api.get.mockResolvedValue(paused);
    api.setPrefs.mockResolvedValue(paused);
    render(<ReminderCard booking="personal" id={6} booked />);
    expect((await screen.findByTestId('reminder-paused')).textContent).toBe(zh.paused);
    expect(screen.getByTestId('reminder-card').getAttribute('data-paused')).toBe('true');
    // Not "to be sent": the hospital holds it.
    expect(screen.getByTestId('reminder-eve').textContent).toContain(zh.statuses.held);
    expect(screen.queryByText(zh.smsHint)).toBeNull();
    expect(screen.queryByTestId('reminder-subscribe')).toBeNull();
    const morning = screen.getByRole('switch', { name: zh.kinds.morning });
    expect(morning.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: zh.kinds.eve }));
    await waitFor(() =>
      expect(api.setPrefs).toHaveBeenCalledWith({
        booking: 'personal',
        id: 6,
        eve: false,
        morning: false,
        channel: 'sms',
      }),
    );
  });

  it('shows when each reminder goes, what it says, and turns the morning one on', async () => {
    api.get.mockResolvedValue(planned);
    api.setPrefs.mockResolvedValue(planned);
    render(<ReminderCard booking="personal" id={7} booked />);
    const eve = await screen.findByTestId('reminder-eve');
    // Due times in China time, whatever the machine's zone.
    expect(eve.textContent).toContain('2026-11-30 18:00');
    expect(screen.getByTestId('reminder-morning').textContent).toContain('2026-12-01 07:00');
    expect(screen.getByTestId('reminder-text').textContent).toContain('See you tomorrow');
    expect(screen.getByText(zh.smsHint)).toBeTruthy();
    const morning = screen.getByRole('switch', { name: zh.kinds.morning });
    expect(morning.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(morning);
    await waitFor(() =>
      expect(api.setPrefs).toHaveBeenCalledWith({
        booking: 'personal',
        id: 7,
        eve: true,
        morning: true,
        channel: 'sms',
      }),
    );
  });

  it('a switch is one write: both wait for it, and the reminders are read again once it succeeded', async () => {
    api.get.mockResolvedValue(planned);
    let saved!: (value: BookingReminders) => void;
    api.setPrefs.mockReturnValue(new Promise<BookingReminders>((resolve) => (saved = resolve)));
    render(<ReminderCard booking="personal" id={8} booked />);
    await screen.findByTestId('reminder-eve');
    const reads = api.get.mock.calls.length;
    fireEvent.click(screen.getByRole('switch', { name: zh.kinds.morning }));
    const switches = () => screen.getAllByRole('switch') as HTMLButtonElement[];
    await waitFor(() => expect(switches().map((b) => b.disabled)).toEqual([true, true]));
    expect(api.get).toHaveBeenCalledTimes(reads);
    saved(planned);
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(reads + 1));
    await waitFor(() => expect(switches().map((b) => b.disabled)).toEqual([false, false]));
  });

  it("a company appointment's reminders: read and changed under its own kind and id", async () => {
    api.get.mockResolvedValue(planned);
    api.setPrefs.mockResolvedValue(planned);
    render(<ReminderCard booking="company" id={12} booked />);
    await screen.findByTestId('reminder-eve');
    expect(api.get).toHaveBeenLastCalledWith('company', 12);
    fireEvent.click(screen.getByRole('switch', { name: zh.kinds.eve }));
    await waitFor(() =>
      expect(api.setPrefs).toHaveBeenCalledWith({
        booking: 'company',
        id: 12,
        eve: false,
        morning: false,
        channel: 'sms',
      }),
    );
  });

  it('an appointment not booked (or examined already) shows nothing and asks nothing', () => {
    api.get.mockClear();
    const { container } = render(<ReminderCard booking="company" id={12} booked={false} />);
    expect(container.innerHTML).toBe('');
    expect(api.get).not.toHaveBeenCalled();
  });
});
