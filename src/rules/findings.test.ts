import { describe, expect, it } from 'vitest';
import type { RisReport } from '@/contract';
import {
  imagingNormal,
  imagingReads,
  markedOtherwise,
  readsNormal,
  textFindings,
} from './findings';
import { item, node } from './reportSamples';

const ris = (report_name: string, conclusion: string, finding = ''): RisReport => ({
  repno: report_name,
  report_name,
  finding,
  conclusion,
  exam_doc_name: '',
});

describe('readsNormal', () => {
  it.each([
    '胸部正位片未见明显异常。',
    '肝胆胰脾未见明显异常。',
    '正常心电图。',
    '窦性心律，正常心电图。',
    '未见异常',
    '双肺未见明确病变',
    '甲状腺未见占位性病变',
    '本次体检各项检查结果未见明显异常。',
    '心脏、肺部未见异常；余未见明显异常。',
    '肝脾肋下未触及',
    '各瓣膜听诊区未闻及病理性杂音',
    '1. 血常规正常\n2. 尿蛋白阴性',
    '无',
  ])('%s reads normal', (text) => {
    expect(readsNormal(text)).toBe(true);
  });

  it.each([
    '右肺下野小结节，建议一年后复查胸部CT。',
    '脂肪肝（轻度）。',
    '甲状腺右叶结节，余未见明显异常。',
    // Without the comma, what stands before "the rest" or "except" is still the finding.
    '甲状腺右叶结节余未见明显异常',
    '除右肾小囊肿外未见明显异常',
    '窦性心动过缓',
    '大致正常心电图',
    '心电图不正常',
    '尿蛋白弱阳性',
    '血压未控制正常',
    '未见明显异常，建议定期复查',
    '',
    '   ',
  ])('%s does not read normal', (text) => {
    expect(readsNormal(text)).toBe(false);
  });
});

describe('imaging', () => {
  it('reads the conclusion, and the finding only when the conclusion is empty', () => {
    expect(imagingNormal(ris('DR', '胸部正位片未见明显异常。', '右肺下野结节'))).toBe(true);
    expect(imagingNormal(ris('DR', '', '双肺纹理清晰，未见明确病变'))).toBe(false);
    expect(imagingNormal(ris('DR', '', '双肺未见明确病变'))).toBe(true);
    // A report that says nothing has told nobody it is normal.
    expect(imagingNormal(ris('DR', '', ''))).toBe(false);
  });

  it('splits an exam’s reports into findings and those read as normal, in their order', () => {
    const reports = [
      ris('DR', '右肺下野小结节，建议一年后复查胸部CT。'),
      ris('US', '肝胆胰脾未见明显异常。'),
      ris('ECG', '正常心电图。'),
      ris('US2', '脂肪肝（轻度）。'),
    ];
    const { findings, normal } = imagingReads(reports);
    expect(findings.map((r) => r.report_name)).toEqual(['DR', 'US2']);
    expect(normal.map((r) => r.report_name)).toEqual(['US', 'ECG']);
  });
});

describe('text findings', () => {
  it('a mark the flagged values do not read, or an unknown status, marks a result', () => {
    expect(markedOtherwise({ prompt: '阳性', status: 0 })).toBe(true);
    expect(markedOtherwise({ prompt: '+', status: null })).toBe(true);
    expect(markedOtherwise({ prompt: 'H', status: 0 })).toBe(true);
    expect(markedOtherwise({ prompt: '', status: 3 })).toBe(true);
    // Flagged values are the flagged values' own (abnormal.ts), not counted twice.
    expect(markedOtherwise({ prompt: '*', status: 1 })).toBe(false);
    expect(markedOtherwise({ prompt: '\u2191', status: 0 })).toBe(false);
    expect(markedOtherwise({ prompt: '', status: 2 })).toBe(false);
    for (const prompt of ['', ' ', '-', '/', 'N', '正常', '阴性'])
      expect(markedOtherwise({ prompt, status: 0 })).toBe(false);
    expect(markedOtherwise({ prompt: '', status: null })).toBe(false);
  });

  it('lists marked results and notes that do not read normal, in report order, not a note repeating an imaging conclusion', () => {
    const note = (name: string, comment: string, result = [node({})]) => ({
      ...item(name, result, 0),
      comment,
    });
    const findings = textFindings({
      items: [
        note('内科', '心律不齐，建议心内科就诊'),
        note('外科', '未见明显异常'),
        note('眼科', '  '),
        item('尿常规', [
          node({ node_name: '尿蛋白', node_result: '阳性(+)', prompt: '阳性', ref_value: '阴性' }),
          node({ node_name: '尿糖', node_result: '阴性', prompt: '', ref_value: '阴性' }),
          node({ node_name: '尿胆原', node_result: '弱阳性', prompt: '*', status: 1 }),
        ]),
        note('胸部正位片（DR）', '右肺下野小结节，建议一年后复查胸部CT。', []),
      ],
      risReports: [ris('胸部正位片（DR）', '右肺下野小结节，建议一年后复查胸部CT。')],
    });
    expect(findings).toEqual([
      { item: '内科', node: null, text: '心律不齐，建议心内科就诊', unit: '', mark: '', ref: '' },
      { item: '尿常规', node: '尿蛋白', text: '阳性(+)', unit: '', mark: '阳性', ref: '阴性' },
    ]);
  });
});
