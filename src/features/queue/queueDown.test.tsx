// The queue pages when the centre's queue system cannot be read (issue 36, item 6): the
// server's words are shown, the queue login is kept, and no earlier place stays on screen.
import { render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Endpoint, QueueState } from '@/contract';
import { ApiError, CODE_NETWORK } from '@/kit/api/envelope';
import { setUpComponentTests } from '@/kit/testSetup';
import { keepRecord, readRecord } from '@/domains/queue/record';
import zh from '../../../locales/zh-CN/queue.json';
import en from '../../../locales/en/queue.json';
import refusalsZh from '../../../locales/zh-CN/refusals.json';
import GuidelinePage from './GuidelinePage';
import MyQueuePage from './MyQueuePage';
import QueueStatePage from './QueueStatePage';

const DOWN = refusalsZh.queue.sourceDown;
const api = vi.hoisted(() => ({ answer: null as unknown, paths: [] as string[] }));
const went = vi.hoisted(() => [] as string[]);
const toasts = vi.hoisted(() => [] as [string, string][]);

vi.mock('@/kit/api/call', () => ({
  call: (ep: Endpoint) => {
    api.paths.push(ep.path);
    return api.answer instanceof Error ? Promise.reject(api.answer) : Promise.resolve(api.answer);
  },
}));
vi.mock('@/domains/hospital/useGo', () => ({ useGo: () => (to: string) => went.push(to) }));
vi.mock('@/domains/hospital/scope', () => ({ useHospId: () => 1 }));
vi.mock('@/kit/toast', () => ({
  toast: (kind: string, message: string) => {
    toasts.push([kind, message]);
    return Promise.resolve();
  },
}));

setUpComponentTests('queue', zh, en);
beforeAll(() => i18n.addResourceBundle('zh-CN', 'refusals', refusalsZh));

const STATE: QueueState = {
  Customer: { Name: 'Zhang San', CheckDate: '2026-05-01', ID: 'TJ900001', PhoneNumber: '138' },
  CurrentQueue: { RoomName: 'Room 101', Position: 3, CurrentRoomState: 0, ExpectedWaitTime: 9 },
  CustomerTasks: [{ ExamTaskName: 'ECG', remark: '', ExamTaskStatus: 1, OutQueueTime: null }],
};

beforeEach(() => {
  // The query store logs each failed load; these failures are the point of the tests.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  api.paths.length = 0;
  went.length = 0;
  toasts.length = 0;
  keepRecord({ key: 'k'.repeat(24), examNo: 'TJ900001', mobile: '138****0001' });
});

describe('the queue state page of a queue login', () => {
  it('says the queue system is down in the server’s words and keeps the login', async () => {
    api.answer = new ApiError(503, DOWN);
    render(<QueueStatePage />);
    expect((await screen.findByTestId('queue-down')).textContent).toBe(DOWN);
    expect(api.paths).toEqual(['/api/queue/queryState']);
    expect(went).toEqual([]);
    expect(readRecord().ok).toBe(true);
    expect(screen.queryByTestId('queue-board')).toBeNull();
  });

  it('still returns to the login, record cleared, when the refresh itself fails', async () => {
    api.answer = new ApiError(CODE_NETWORK, '');
    render(<QueueStatePage />);
    await waitFor(() => expect(went).toEqual(['/queue/login?reason=failed']));
    expect(readRecord()).toEqual({ ok: false, reason: 'missing' });
  });
});

describe('my exam queue (signed in)', () => {
  it('says the queue system is down in the server’s words, not a generic failure', async () => {
    api.answer = new ApiError(503, DOWN);
    render(<MyQueuePage />);
    expect((await screen.findByTestId('queue-down')).textContent).toContain(DOWN);
  });

  it('shows the board when the queue system answers', async () => {
    api.answer = JSON.stringify(STATE);
    render(<MyQueuePage />);
    expect((await screen.findByTestId('queue-board')).textContent).toContain('Room 101');
    expect(screen.queryByTestId('queue-down')).toBeNull();
  });
});

describe('the guide sheet', () => {
  it('says the queue system is down in the server’s words (spec: a toast of the msg)', async () => {
    api.answer = new ApiError(503, DOWN);
    render(<GuidelinePage />);
    expect(await screen.findByTestId('guide-empty')).toBeTruthy();
    await waitFor(() => expect(toasts).toEqual([['fail', DOWN]]));
    expect(api.paths).toEqual(['/api/exam/getExamInfo']);
  });
});
