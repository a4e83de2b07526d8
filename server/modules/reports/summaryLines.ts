import type { SummaryRow } from '../../../src/rules/summary.ts';
import type { PdfLine } from './pdf.ts';
import type { OnePage } from './summaryPdf.ts';

// The summary's words: the PDF is in Chinese whatever the app's language, as the centre's
// reports are (pdfLines.ts).
const WORDS = {
  title: '体检结果就诊摘要',
  name: '姓名',
  sex: '性别',
  sexes: { 1: '男', 2: '女' } as Record<number, string>,
  age: '年龄',
  years: '岁',
  date: '体检日期',
  no: '体检编号',
  branch: '体检机构',
  package: '体检套餐',
  abnormal: '异常结果',
  noAbnormal: '本次体检未见异常检查结果。',
  range: '参考范围',
  earlier: '既往',
  noEarlier: '既往无记录',
  conclusion: '主检结论',
  advice: '健康建议',
  none: '暂无',
  cut: '（篇幅所限，其余见完整报告）',
  made: '生成日期',
  notDiagnosis:
    '本摘要根据体检报告自动生成，仅供就诊时参考，不作为诊断依据；请以完整体检报告及医生诊断为准。',
};

export interface SummaryFacts {
  name: string;
  /** 1 male, 2 female; null when no profile says. */
  sex: number | null;
  age: number | null;
  tjbh: string;
  tjrq: string;
  branch: string;
  /** The package booked, when the exam came from a booking the centre knows. */
  packageName: string | null;
  summary: string;
  advice: string;
  rows: SummaryRow[];
  /** YYYY-MM-DD, in China. */
  madeOn: string;
}

const SEP = '    ';

function rowLine(r: SummaryRow): PdfLine {
  const value = [r.value, r.unit, r.mark].filter(Boolean).join(' ');
  const range = r.ref ? `  ${WORDS.range} ${r.ref}` : '';
  const earlier =
    r.earlier.length === 0
      ? WORDS.noEarlier
      : `${WORDS.earlier} ${r.earlier.map((e) => `${e.tjrq} ${e.value}${e.mark}`).join('; ')}`;
  return { kind: 'row', abnormal: true, text: `${r.item}/${r.node}: ${value}${range}  ${earlier}` };
}

/** A text a line per paragraph: a page that runs over is cut between lines, not whole texts. */
const paragraphs = (text: string): PdfLine[] => {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  return (lines.length ? lines : [WORDS.none]).map((line) => ({ kind: 'text', text: line }));
};

/** The summary's body (what may be cut) and what stays on the page whatever is cut. */
export function summaryLines(f: SummaryFacts): { body: PdfLine[]; onePage: OnePage } {
  const person = [
    `${WORDS.name}：${f.name}`,
    f.sex !== null && WORDS.sexes[f.sex] ? `${WORDS.sex}：${WORDS.sexes[f.sex]}` : '',
    f.age !== null ? `${WORDS.age}：${f.age}${WORDS.years}` : '',
  ];
  const exam = [
    `${WORDS.date}：${f.tjrq}`,
    `${WORDS.no}：${f.tjbh}`,
    `${WORDS.branch}：${f.branch}`,
    f.packageName ? `${WORDS.package}：${f.packageName}` : '',
  ];
  const body: PdfLine[] = [
    { kind: 'title', text: WORDS.title },
    { kind: 'text', text: person.filter(Boolean).join(SEP) },
    { kind: 'text', text: exam.filter(Boolean).join(SEP) },
    { kind: 'heading', text: `${WORDS.abnormal}（${f.rows.length}）` },
    ...(f.rows.length === 0
      ? [{ kind: 'text' as const, text: WORDS.noAbnormal }]
      : f.rows.map(rowLine)),
    { kind: 'heading', text: WORDS.conclusion },
    ...paragraphs(f.summary),
    { kind: 'heading', text: WORDS.advice },
    ...paragraphs(f.advice),
  ];
  return {
    body,
    onePage: {
      cutNote: { kind: 'text', text: WORDS.cut },
      footer: [
        { kind: 'heading', text: '' },
        { kind: 'text', text: `${WORDS.made}：${f.madeOn}  ${WORDS.notDiagnosis}` },
      ],
    },
  };
}
