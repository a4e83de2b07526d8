import type { RisReport } from '../../../src/contract/index.ts';
import type { TextFinding } from '../../../src/rules/findings.ts';
import type { SummaryRow } from '../../../src/rules/summary.ts';
import { markDirection } from '../../../src/rules/reports.ts';
import type { PdfLine, Span } from './pdf.ts';
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
  counted: (values: number, imaging: number, texts: number) =>
    `异常指标${values}项；影像及辅助检查异常${imaging}项；其他异常所见${texts}项。`,
  noAbnormal: '本次体检的检验、体格检查及影像检查均未见标记为异常的结果。',
  values: '异常指标',
  imaging: (findings: number, all: number) => `影像及辅助检查（异常${findings}项，共${all}项）`,
  finding: '所见',
  noConclusion: '结论未填写，请查阅完整报告',
  texts: '其他异常所见',
  note: '小结',
  range: '参考范围',
  earlier: '既往',
  noEarlier: '既往无记录',
  conclusion: '主检结论',
  advice: '健康建议',
  none: '暂无',
  cut: (what: string) => `（篇幅所限，${what}，详见完整报告）`,
  earlierToOne: '既往数值仅列最近一次',
  leftOut: (what: string[]) => `${what.join('及')}从略`,
  earlierValues: '既往数值',
  normalImaging: '未见异常的影像及辅助检查',
  pages: '（本摘要共{n}页）',
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
  /** The exam's imaging reports: those that are findings, and those read as normal. */
  imaging: { findings: RisReport[]; normal: RisReport[] };
  texts: TextFinding[];
  /** YYYY-MM-DD, in China. */
  madeOn: string;
}

const SEP = '    ';
/** Two ideographic spaces: what was seen, under its conclusion. */
const INDENT = '\u3000\u3000';

/**
 * How a body is laid out and how much normal detail it keeps: the conclusion and the advice
 * a line per paragraph or run together (`compact`: every word kept), the earlier values of
 * each flagged value, and the imaging reports read as normal. Findings, the conclusion and
 * the advice are always whole.
 */
interface Detail {
  compact: boolean;
  earlier: number;
  normalImaging: boolean;
}

/** All of it; run together; the earlier values down to the newest; none of the detail. */
const DETAILS: Detail[] = [
  { compact: false, earlier: Infinity, normalImaging: true },
  { compact: true, earlier: Infinity, normalImaging: true },
  { compact: true, earlier: 1, normalImaging: true },
  { compact: true, earlier: 0, normalImaging: false },
];

/**
 * An earlier value: its date and value held together (a no-break space), red only when that
 * exam marked it (or it fell outside its own range, summaryService.ts), as its mark says.
 */
const earlierSpan = (e: SummaryRow['earlier'][number]): Span => ({
  text: `${e.tjrq}\u00a0${e.value}${e.mark}`,
  ...(markDirection(e.mark) !== null && { red: true }),
});

/** A flagged value: its name, the value red, its range, the earlier values beside it. */
function rowLine(r: SummaryRow, d: Detail): PdfLine {
  const value = [r.value, r.unit, r.mark].filter(Boolean).join(' ');
  const range = r.ref ? `  ${WORDS.range} ${r.ref}` : '';
  const shown = r.earlier.slice(0, d.earlier);
  // "None earlier" is a fact, not detail: said whatever is left out.
  const earlier: Span[] =
    r.earlier.length === 0
      ? [{ text: `  ${WORDS.noEarlier}` }]
      : shown.length === 0
        ? []
        : [
            { text: `  ${WORDS.earlier} ` },
            ...shown.flatMap((e, i) => [...(i > 0 ? [{ text: '; ' }] : []), earlierSpan(e)]),
          ];
  return {
    kind: 'row',
    spans: [
      { text: `${r.item}/${r.node}: ` },
      { text: value, red: true },
      { text: range },
      ...earlier,
    ],
  };
}

/**
 * An imaging finding: its conclusion, then what was seen when it says more, set in.
 */
function imagingLines(r: RisReport): PdfLine[] {
  const conclusion = r.conclusion.trim() || r.finding.trim() || WORDS.noConclusion;
  const finding = r.finding.trim();
  return [
    { kind: 'text', text: `${r.report_name}：${conclusion}` },
    ...(finding && finding !== conclusion
      ? [{ kind: 'text' as const, text: `${INDENT}${WORDS.finding}：${finding}` }]
      : []),
  ];
}

function textLine(t: TextFinding): PdfLine {
  if (t.node === null) return { kind: 'text', text: `${t.item} ${WORDS.note}：${t.text}` };
  const value = [t.text, t.unit, t.mark].filter(Boolean).join(' ');
  const range = t.ref ? `  ${WORDS.range} ${t.ref}` : '';
  return {
    kind: 'row',
    spans: [{ text: `${t.item}/${t.node}: ` }, { text: value, red: true }, { text: range }],
  };
}

/** A text a line per paragraph, or its paragraphs run together; '暂无' for none. */
const paragraphs = (text: string, compact: boolean): PdfLine[] => {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const shown = lines.length === 0 ? [WORDS.none] : compact ? [lines.join('\u3000')] : lines;
  return shown.map((line) => ({ kind: 'text', text: line }));
};

/** What a body with detail `d` leaves out that the whole one shows, in words; null for nothing. */
function leftOut(f: SummaryFacts, d: Detail): string | null {
  const most = Math.max(0, ...f.rows.map((r) => r.earlier.length));
  if (d.earlier > 0) return most > d.earlier ? WORDS.earlierToOne : null;
  const what = [
    ...(most > 0 ? [WORDS.earlierValues] : []),
    ...(!d.normalImaging && f.imaging.normal.length > 0 ? [WORDS.normalImaging] : []),
  ];
  return what.length > 0 ? WORDS.leftOut(what) : null;
}

const heading = (text: string): PdfLine => ({ kind: 'heading', text });

/** Fields of the head on a line, each held whole: a line breaks only between them. */
const fields = (texts: string[]): PdfLine => ({
  kind: 'row',
  spans: texts
    .filter(Boolean)
    .flatMap((text, i) => [...(i > 0 ? [{ text: SEP }] : []), { text, keep: true }]),
});

/** The lines before the findings: the same in every body, so the pages note has one place. */
function headLines(f: SummaryFacts): PdfLine[] {
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
  return [{ kind: 'title', text: WORDS.title }, fields(person), fields(exam)];
}

/** Imaging: the findings first, then (normal detail) the reports read as normal. */
function imagingSection({ findings, normal }: SummaryFacts['imaging'], d: Detail): PdfLine[] {
  const all = findings.length + normal.length;
  if (all === 0) return [];
  return [
    heading(WORDS.imaging(findings.length, all)),
    ...findings.flatMap(imagingLines),
    ...(d.normalImaging
      ? normal.map((r): PdfLine => ({
          kind: 'text',
          text: `${r.report_name}：${r.conclusion.trim() || r.finding.trim()}`,
        }))
      : []),
  ];
}

/** The summary's body keeping the detail `d`, saying on the page what it left out. */
function bodyOf(f: SummaryFacts, d: Detail): PdfLine[] {
  const { rows, imaging, texts } = f;
  const count = rows.length + imaging.findings.length + texts.length;
  const cut = leftOut(f, d);
  const counted =
    count === 0
      ? WORDS.noAbnormal
      : WORDS.counted(rows.length, imaging.findings.length, texts.length);
  return [
    ...headLines(f),
    heading(`${WORDS.abnormal}（${count}）`),
    { kind: 'text', text: counted },
    ...(cut !== null ? [{ kind: 'text' as const, text: WORDS.cut(cut) }] : []),
    ...(rows.length > 0 ? [heading(`${WORDS.values}（${rows.length}）`)] : []),
    ...rows.map((r) => rowLine(r, d)),
    ...imagingSection(imaging, d),
    ...(texts.length > 0 ? [heading(`${WORDS.texts}（${texts.length}）`)] : []),
    ...texts.map(textLine),
    heading(WORDS.conclusion),
    ...paragraphs(f.summary, d.compact),
    heading(WORDS.advice),
    ...paragraphs(f.advice, d.compact),
  ];
}

/**
 * The summary's body with all its detail, and how it is fitted (summaryPdf.ts): the bodies
 * with less normal detail, each leaving out more, and the footer.
 */
export function summaryLines(f: SummaryFacts): { body: PdfLine[]; onePage: OnePage } {
  const [body, ...less] = DETAILS.map((d) => bodyOf(f, d));
  // A body the same as the one before it (nothing to run together or leave out) is not tried.
  const same = (a: PdfLine[] | undefined, b: PdfLine[]) => JSON.stringify(a) === JSON.stringify(b);
  const shorter = less.filter((b, i) => !same(i === 0 ? body : less[i - 1], b));
  return {
    body: body!,
    onePage: {
      shorter,
      pages: { at: headLines(f).length, text: WORDS.pages },
      footer: [
        { kind: 'heading', text: '' },
        { kind: 'text', text: `${WORDS.made}：${f.madeOn}  ${WORDS.notDiagnosis}` },
      ],
    },
  };
}
