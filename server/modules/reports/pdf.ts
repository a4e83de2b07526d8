import {
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFString,
  StandardFonts,
  beginText,
  endText,
  moveText,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingRgbColor,
  setFontAndSize,
  showText,
  type PDFFont,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import { wrapSpans, type LaidSpans, type Span } from './pdfWrap.ts';

export type { Span } from './pdfWrap.ts';

/**
 * Chinese text uses Adobe's predefined STSong-Light with the UniGB-UCS2-H CMap and is NOT
 * embedded: every PDF reader (pdf.js with its cMaps included) brings a face for it, so the
 * report stays a few KB instead of carrying a 10 MB CJK font. Latin text uses Helvetica.
 */
function cjkFont(doc: PDFDocument): PDFRef {
  const c = doc.context;
  const descriptor = c.register(
    c.obj({
      Type: 'FontDescriptor',
      FontName: 'STSong-Light',
      Flags: 6,
      FontBBox: [-25, -254, 1000, 880],
      ItalicAngle: 0,
      Ascent: 880,
      Descent: -120,
      CapHeight: 880,
      StemV: 93,
    }),
  );
  const cidFont = c.register(
    c.obj({
      Type: 'Font',
      Subtype: 'CIDFontType0',
      BaseFont: 'STSong-Light',
      CIDSystemInfo: {
        Registry: PDFString.of('Adobe'),
        Ordering: PDFString.of('GB1'),
        Supplement: 4,
      },
      FontDescriptor: descriptor,
      DW: 1000,
    }),
  );
  return c.register(
    c.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: 'STSong-Light',
      Encoding: 'UniGB-UCS2-H',
      DescendantFonts: [cidFont],
    }),
  );
}

/**
 * A line of the report: a heading, a plain line, or a lab row in spans, its abnormal values
 * red (a row's later lines set in).
 */
export type PdfLine =
  { kind: 'title' | 'heading' | 'text'; text: string } | { kind: 'row'; spans: Span[] };

/** A line's words, whatever its kind. */
export const lineText = (line: PdfLine): string =>
  line.kind === 'row' ? line.spans.map((s) => s.text).join('') : line.text;

/** A line as laid out on the page: its kind, its size, and where it starts. */
export interface LaidLine extends LaidSpans {
  kind: PdfLine['kind'];
  size: number;
}

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const SIZES = { title: 18, heading: 13, text: 10.5, row: 10.5 };
/** A row's later lines are set in two characters, so a row reads as one. */
const ROW_INDENT_EMS = 2;
const RED = rgb(0.8, 0.1, 0.1);
const BLACK = rgb(0.1, 0.1, 0.1);

// What Helvetica (WinAnsi) draws: ASCII and Latin-1, which holds a unit's µ, ±, ×, ° and ².
// Drawn in the CJK font they took a whole em each (GB's full-width forms): "μmol/L" had a
// gap after its μ. The Greek mu of a unit is drawn as the micro sign, its twin in WinAnsi.
const LATIN = '[ -~\\t\\r\\u00a0-\\u00ff\\u03bc]';
const LATIN_CHAR = new RegExp(`^${LATIN}$`);
const isLatin = (ch: string) => LATIN_CHAR.test(ch);
const SCRIPT_RUNS = new RegExp(`${LATIN}+|(?:(?!${LATIN})[^])+`, 'g');
const latinWidth = (latin: PDFFont, ch: string, size: number) =>
  isLatin(ch) ? latin.widthOfTextAtSize(winAnsi(ch), size) : size;

/** The lines broken to the page's width where a reader expects a break (pdfWrap.ts). */
function layOutWith(latin: PDFFont, line: PdfLine): LaidLine[] {
  const size = SIZES[line.kind];
  const spans = line.kind === 'row' ? line.spans : [{ text: line.text }];
  const indent = line.kind === 'row' ? ROW_INDENT_EMS * size : 0;
  const max = PAGE.width - 2 * PAGE.margin;
  return wrapSpans(spans, max, (ch) => latinWidth(latin, ch, size), indent).map((laid) => ({
    kind: line.kind,
    size,
    ...laid,
  }));
}

/** The lines as the page lays them out: what a reader sees, line by line, in its colours. */
export async function layOut(lines: readonly PdfLine[]): Promise<LaidLine[]> {
  const doc = await PDFDocument.create();
  const latin = await doc.embedFont(StandardFonts.Helvetica);
  return lines.flatMap((line) => layOutWith(latin, line));
}

/** A character as Helvetica can print it: no control characters, µ for μ. */
const winAnsi = (ch: string) => (ch === '\u03bc' ? '\u00b5' : ch < ' ' || ch === '\x7f' ? ' ' : ch);
// UCS-2 only: characters beyond the basic plane (rare in reports) print as a question mark.
const ucs2 = (s: string) =>
  [...s]
    .map((ch) => (ch.length > 1 ? '003F' : ch.charCodeAt(0).toString(16).padStart(4, '0')))
    .join('');

class Writer {
  private page!: PDFPage;
  private y = 0;
  private readonly cjk: PDFName;
  private pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly latin: PDFFont,
    private readonly cjkRef: PDFRef,
  ) {
    this.cjk = PDFName.of('FCJK');
    this.newPage();
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.page.node.setFontDictionary(this.cjk, this.cjkRef);
    this.pages.push(this.page);
    this.y = PAGE.height - PAGE.margin;
  }

  private drawRun(run: string, x: number, size: number, red: boolean) {
    const color = red ? RED : BLACK;
    if (isLatin(run[0] ?? 'a')) {
      // A stray tab prints as a space.
      const printable = [...run].map(winAnsi).join('');
      this.page.drawText(printable, { x, y: this.y, size, font: this.latin, color });
      return this.latin.widthOfTextAtSize(printable, size);
    }
    this.page.pushOperators(
      pushGraphicsState(),
      setFillingRgbColor(color.red, color.green, color.blue),
      beginText(),
      setFontAndSize(this.cjk, size),
      moveText(x, this.y),
      showText(PDFHexString.of(ucs2(run))),
      endText(),
      popGraphicsState(),
    );
    return [...run].length * size;
  }

  write(line: PdfLine) {
    if (line.kind === 'heading') this.y -= 6;
    for (const laid of layOutWith(this.latin, line)) {
      if (this.y < PAGE.margin + laid.size) this.newPage();
      let x = PAGE.margin + laid.indent;
      // Runs of one script and one colour, each drawn with its font.
      for (const span of laid.spans)
        for (const run of span.text.match(SCRIPT_RUNS) ?? [])
          x += this.drawRun(run, x, laid.size, span.red === true);
      this.y -= laid.size * 1.6;
    }
  }
}

/** A real PDF of the given lines, A4, as bytes. */
export async function renderPdf(title: string, lines: PdfLine[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer('checkup-h5 reference server');
  const writer = new Writer(doc, await doc.embedFont(StandardFonts.Helvetica), cjkFont(doc));
  for (const line of lines) writer.write(line);
  return doc.save();
}
