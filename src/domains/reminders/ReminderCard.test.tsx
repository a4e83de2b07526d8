import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/reminders.json';
import zh from '../../../locales/zh-CN/reminders.json';
import type { BookingReminders, HospConfig } from '@/contract';
import { setUpComponentTests } from '@/kit/testSetup';
import { ReminderCard } from './ReminderCard';

const configs = vi.hoisted(() => ({ list: [] as HospConfig[] }));
const api = vi.hoisted(() => ({ get: vi.fn(), setPrefs: vi.fn(), subscribe: vi.fn() }));

vi.mock('@/domains/hospital/queries', () => ({
  useHospConfigs: () => ({ data: configs.list, loading: false }),
}));
vi.mock('@/domains/reminders/api', () => ({ reminderApi: api }));
vi.mock('@/kit/toast', () => ({ toast: vi.fn() }));

setUpComponentTests('reminders', zh, en);

const SWITCH_ON = [{ code: 'reminder_enable', value: '\u662f', detail_note: null }] as HospConfig[];
const planned: BookingReminders = {
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
  it('shows nothing and asks nothing where the hospital’s switch is off', () => {
    configs.list = [];
    const { container } = render(<ReminderCard booking="personal" id={7} booked />);
    expect(container.innerHTML).toBe('');
    expect(api.get).not.toHaveBeenCalled();
  });

  it('shows when each reminder goes, what it says, and turns the morning one on', async () => {
    configs.list = SWITCH_ON;
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

  it("a company appointment's reminders: read and changed under its own kind and id", async () => {
    configs.list = SWITCH_ON;
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
    configs.list = SWITCH_ON;
    api.get.mockClear();
    const { container } = render(<ReminderCard booking="company" id={12} booked={false} />);
    expect(container.innerHTML).toBe('');
    expect(api.get).not.toHaveBeenCalled();
  });
});
