import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18n from 'i18next';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Endpoint, SharedReport } from '@/contract';
import { ApiError } from '@/kit/api/envelope';
import { setUpComponentTests } from '@/kit/testSetup';
import zh from '../../../locales/zh-CN/shares.json';
import en from '../../../locales/en/shares.json';
import reportZh from '../../../locales/zh-CN/reportDetail.json';
import SharedReportPage from './SharedReportPage';

const TOKEN = 'T'.repeat(32);
const api = vi.hoisted(() => ({
  open: null as unknown,
  read: null as unknown,
  calls: [] as { path: string; input: unknown }[],
}));

vi.mock('@/kit/useRouteQuery', () => ({ useRouteQuery: () => ({ t: 'T'.repeat(32) }) }));
vi.mock('@/kit/api/call', () => ({
  call: (ep: Endpoint, input?: unknown) => {
    api.calls.push({ path: ep.path, input });
    const answer = ep.path === '/api/share/open' ? api.open : api.read;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  },
}));

setUpComponentTests('shares', zh, en);
beforeAll(() => {
  i18n.addResourceBundle('zh-CN', 'reportDetail', reportZh);
  // jsdom lays nothing out: the form's move to its first error has nowhere to scroll.
  Element.prototype.scrollIntoView = () => undefined;
});

const report: SharedReport = {
  tjbh: 'TJ2026001',
  tjrq: '2026-03-02',
  name: 'Zhang San',
  sex: 1,
  age: 37,
  summary: 'Blood pressure slightly high',
  advice: 'Walk every day',
  items: [
    {
      item_type: 2,
      item_name: 'Lipids',
      exam_doc_name: '',
      comment: '',
      result: [
        {
          node_name: 'TG',
          node_result: '2.3',
          prompt: '\u2191',
          ref_value: '0.4-1.7',
          unit: 'mmol/L',
          status: 1,
        },
      ],
    },
  ],
  risReports: [],
};

// The server's words as it sends them (the app shows a refusal's msg when it is Chinese).
const ENDED = '分享已结束，如需查看请联系分享人重新分享';
const WRONG = '验证码错误，还可尝试4次';

beforeEach(() => {
  api.open = { grant: 'G'.repeat(32), grantExpiresAt: '2026-03-02T10:30:00Z', report };
  api.read = report;
  api.calls.length = 0;
  window.sessionStorage.clear();
});

const codeField = () => screen.getByPlaceholderText(zh.reader.codePlaceholder);
const openButton = () => screen.getByRole('button', { name: zh.reader.open });

describe('SharedReportPage', () => {
  it('asks for 6 digits before it asks the server', async () => {
    render(<SharedReportPage />);
    fireEvent.change(codeField(), { target: { value: '12345' } });
    fireEvent.click(openButton());
    expect(await screen.findByText(zh.reader.codeInvalid)).toBeTruthy();
    expect(codeField().getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
  });

  it("shows the server's words beside the field for a wrong code", async () => {
    api.open = new ApiError(400, WRONG);
    render(<SharedReportPage />);
    fireEvent.change(codeField(), { target: { value: '123456' } });
    fireEvent.click(openButton());
    expect(await screen.findByText(WRONG)).toBeTruthy();
    expect(screen.queryByTestId('shared-report')).toBeNull();
  });

  it('opens the report read-only with the code, and keeps the grant for this tab', async () => {
    render(<SharedReportPage />);
    fireEvent.change(codeField(), { target: { value: '123456' } });
    fireEvent.click(openButton());
    const shown = await screen.findByTestId('shared-report');
    expect(api.calls).toEqual([{ path: '/api/share/open', input: { t: TOKEN, code: '123456' } }]);
    expect(shown.textContent).toContain('Zhang San');
    expect(shown.textContent).toContain(zh.reader.sex['1']);
    expect(shown.textContent).toContain(report.summary);
    // The value with its reading, its unit and range in their own columns.
    expect(shown.textContent).toContain(`2.3\u2191${reportZh.sides.high}mmol/L0.4-1.7`);
    expect(shown.querySelectorAll('button, a')).toHaveLength(0);
    expect(JSON.parse(window.sessionStorage.getItem(`sharedReport:${TOKEN}`)!)).toEqual({
      grant: 'G'.repeat(32),
      tjbh: report.tjbh,
    });
  });

  it('reads the report again with a kept grant, and says so when the share has ended', async () => {
    window.sessionStorage.setItem(
      `sharedReport:${TOKEN}`,
      JSON.stringify({ grant: 'G'.repeat(32), tjbh: report.tjbh }),
    );
    api.read = new ApiError(410, ENDED);
    render(<SharedReportPage />);
    expect((await screen.findByTestId('shared-closed')).textContent).toContain(ENDED);
    expect(api.calls).toEqual([
      { path: '/api/share/report', input: { grant: 'G'.repeat(32), tjbh: report.tjbh } },
    ]);
    await waitFor(() => expect(window.sessionStorage.getItem(`sharedReport:${TOKEN}`)).toBeNull());
    expect(screen.queryByPlaceholderText(zh.reader.codePlaceholder)).toBeNull();
  });
});
