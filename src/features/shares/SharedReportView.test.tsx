import { render, screen } from '@testing-library/react';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportItem, SharedReport } from '@/contract';
import { setUpComponentTests } from '@/kit/testSetup';
import zh from '../../../locales/zh-CN/shares.json';
import en from '../../../locales/en/shares.json';
import reportZh from '../../../locales/zh-CN/reportDetail.json';
import { SharedReportView } from './SharedReportView';

// Issue 38 item 8: the family reader saw three empty imaging tables and "小结 暂无相关说明"
// under every panel. An item with no rows draws no table, a panel with no summary no line.

setUpComponentTests('shares', zh, en);
beforeAll(() => i18n.addResourceBundle('zh-CN', 'reportDetail', reportZh));

const lab = (name: string, comment: string): ReportItem => ({
  item_type: 2,
  item_name: name,
  exam_doc_name: '',
  comment,
  result: [
    {
      node_name: 'TG',
      node_result: '1.2',
      prompt: '',
      ref_value: '<1.7',
      unit: 'mmol/L',
      status: 0,
    },
  ],
});

const report: SharedReport = {
  tjbh: 'TJ2026001',
  tjrq: '2026-03-02',
  name: 'Zhang San',
  sex: 1,
  age: 37,
  summary: 'Fine',
  advice: 'Walk',
  items: [
    lab('Lipids', ''),
    lab('Glucose', 'Fasting glucose normal'),
    // The imaging items as the exam lists them: their words are in the imaging reports.
    { item_type: 1, item_name: 'Abdomen ultrasound', exam_doc_name: '', comment: '', result: [] },
    { item_type: 1, item_name: 'Chest CT', exam_doc_name: '', comment: '', result: [] },
  ],
  risReports: [
    {
      repno: 'R1',
      report_name: 'Abdomen ultrasound',
      finding: 'Liver normal in size',
      conclusion: 'No abnormality',
      exam_doc_name: '',
    },
  ],
};

describe('the shared report as the family reads it', () => {
  it('draws a table only for an item with rows, once per such item', () => {
    render(<SharedReportView report={report} />);
    expect(screen.getAllByRole('table')).toHaveLength(2);
    expect(
      screen.getAllByTestId('report-item').map((i) => i.querySelector('h3')?.textContent),
    ).toEqual(['Lipids', 'Glucose']);
    expect(screen.getAllByTestId('report-ris')).toHaveLength(1);
  });

  it('prints a summary line only under the panel that has one', () => {
    render(<SharedReportView report={report} />);
    const comments = screen.getAllByTestId('item-comment');
    expect(comments.map((c) => c.textContent)).toEqual([
      `${reportZh.comment}Fasting glucose normal`,
    ]);
    expect(document.body.textContent).not.toContain(reportZh.noDescription);
  });
});
