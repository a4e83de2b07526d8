import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExamReport } from '@/contract';
import { setUpComponentTests } from '@/kit/testSetup';
import zh from '../../../locales/zh-CN/reportDetail.json';
import en from '../../../locales/en/reportDetail.json';
import { ReportDetailConclusion } from './ReportDetailConclusion';

setUpComponentTests('reportDetail', zh, en);

const report: ExamReport = {
  tjbh: 'T2026102401',
  tjrq: '2026-10-24',
  name: 'Zhang San',
  summary: '1. TG high',
  advice: '',
  items: [],
  risReports: [],
  chiefDoctorName: 'Dr Wang',
  reportTime: '2026-10-29T01:30:00.000Z',
  verifyDoctorName: 'Dr Li',
  verifyTime: null,
};

describe('ReportDetailConclusion', () => {
  it('hides the doctors by default and shows the report date in China time', () => {
    render(<ReportDetailConclusion report={report} loading={false} showDoctors={false} />);
    expect(screen.getByTestId('report-sign').textContent).toBe(
      zh.reportTime.replace('{{date}}', '2026-10-29'),
    );
    expect(screen.queryByText(/Dr Wang|Dr Li/)).toBeNull();
  });

  it('names the chief and the reviewing doctor when the flag is set', () => {
    render(<ReportDetailConclusion report={report} loading={false} showDoctors />);
    screen.getByText(zh.chiefDoctor.replace('{{name}}', 'Dr Wang'));
    screen.getByText(zh.verifyDoctor.replace('{{name}}', 'Dr Li'));
  });

  it('says querying while loading, then no advice for an empty advice', () => {
    const { rerender } = render(
      <ReportDetailConclusion report={undefined} loading showDoctors={false} />,
    );
    expect(screen.getAllByText(zh.querying)).toHaveLength(2);
    rerender(<ReportDetailConclusion report={report} loading={false} showDoctors={false} />);
    expect(screen.getByTestId('report-advice').textContent).toBe(`${zh.advice}${zh.noAdvice}`);
    expect(screen.getByTestId('report-summary').textContent).toBe(`${zh.summary}1. TG high`);
    rerender(
      <ReportDetailConclusion
        report={{ ...report, summary: ' ' }}
        loading={false}
        showDoctors={false}
      />,
    );
    expect(screen.getByTestId('report-summary').textContent).toBe(`${zh.summary}${zh.noData}`);
  });
});
