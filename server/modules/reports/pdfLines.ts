import type { ExamReport } from '../../../src/contract/index.ts';
import { markDirection, statusDirection } from '../../../src/rules/reports.ts';
import type { PdfLine } from './pdf.ts';

// The PDF's headings: the report tabs' names, as the centre prints them.
const HEADINGS = {
  title: '体检报告',
  summary: '主检结论',
  advice: '健康建议',
  physical: '体格检查',
  lab: '检验项目',
  imaging: '影像检查',
  none: '暂无数据',
};

/** The lines of an exam's PDF: the report tabs in order, abnormal values flagged. */
export function examPdfLines(r: ExamReport): PdfLine[] {
  const lines: PdfLine[] = [
    { kind: 'title', text: `${HEADINGS.title}  ${r.name}` },
    { kind: 'text', text: `${r.tjrq}    No. ${r.tjbh}` },
    { kind: 'heading', text: HEADINGS.summary },
    { kind: 'text', text: r.summary || HEADINGS.none },
    { kind: 'heading', text: HEADINGS.advice },
    { kind: 'text', text: r.advice || HEADINGS.none },
  ];
  for (const [type, heading] of [
    [0, HEADINGS.physical],
    [2, HEADINGS.lab],
  ] as const) {
    lines.push({ kind: 'heading', text: heading });
    for (const item of r.items.filter((i) => i.item_type === type)) {
      lines.push({ kind: 'text', text: `[${item.item_name}]` });
      for (const n of item.result) {
        const abnormal = (markDirection(n.prompt) ?? statusDirection(n.status)) !== null;
        const range = n.ref_value ? `  (${n.ref_value})` : '';
        lines.push({
          kind: 'row',
          spans: [
            { text: `  ${n.node_name}: ` },
            { text: `${n.node_result} ${n.unit} ${n.prompt}`, red: abnormal },
            { text: range },
          ],
        });
      }
      if (item.comment) lines.push({ kind: 'text', text: `  ${item.comment}` });
    }
  }
  lines.push({ kind: 'heading', text: HEADINGS.imaging });
  for (const ris of r.risReports) {
    lines.push({ kind: 'text', text: `[${ris.report_name}]` });
    lines.push({ kind: 'text', text: ris.finding });
    lines.push({ kind: 'text', text: ris.conclusion });
  }
  return lines;
}
