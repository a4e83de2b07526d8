// How a PDF line breaks (issue 38): the drawing used to break wherever the width ran out,
// so a doctor read "4." at a line's end and "51" below it, "2024-01-" and "22". A line now
// breaks only where a reader expects it: after a space, or between two Chinese characters,
// never inside a run of Latin text (a number, a date, an amount, a unit), never between a
// number and the word after it, never before a closing mark (，。）↑) or after an opening
// one (（). Only a word wider than the whole line is broken inside, as nothing else could
// show it.

/**
 * A piece of a line in one colour: red only for an abnormal value, its mark beside it;
 * `keep` holds it on one line (a field of the head: "体检套餐：父母关爱套餐").
 */
export interface Span {
  text: string;
  red?: boolean;
  keep?: boolean;
}

/** One line as laid out on the page: where it starts and its spans. */
export interface LaidSpans {
  /** Points from the margin: a row's continuation is set in. */
  indent: number;
  spans: Span[];
}

/** A character and its colour, the unit the breaking works on; `span` its span's place. */
interface Char {
  ch: string;
  red: boolean;
  span: number;
  keep: boolean;
}

const SPACE = /^[ \t\u3000]$/;
/** Latin text that holds together: letters, digits and their signs, the no-break space. */
const WORD = /^[!-~\u00a0-\u00ff\u03bc]$/;
/** Marks that never start a line. */
const CLOSING =
  /^[)\]}>,.;:!?%\uff0c\u3002\u3001\uff1b\uff1a\uff01\uff1f\uff09\u3011\u300b\u300d\u300f\u2191\u2193\u2030\u2026\u00b7*]$/;
/** Marks that never end a line. */
const OPENING = /^[([{<\uff08\u3010\u300a\u300c\u300e]$/;

/** Whether a line may break between `a` and `b`. */
function breaksBetween(a: string, b: string): boolean {
  if (SPACE.test(b)) return false;
  if (SPACE.test(a)) return true;
  if (CLOSING.test(b) || OPENING.test(a)) return false;
  // A number holds to the word that counts it: "2项", "65岁".
  if (/\d/.test(a)) return false;
  return !(WORD.test(a) && WORD.test(b));
}

/** The characters cut into the pieces no line breaks inside, each with its trailing spaces. */
function pieces(chars: readonly Char[]): Char[][] {
  const out: Char[][] = [];
  let piece: Char[] = [];
  chars.forEach((c, i) => {
    const before = chars[i - 1];
    const kept = before !== undefined && c.keep && before.span === c.span;
    if (before && !kept && breaksBetween(before.ch, c.ch)) {
      out.push(piece);
      piece = [];
    }
    piece.push(c);
  });
  if (piece.length > 0) out.push(piece);
  return out;
}

/** Characters run together into spans of one colour. */
function spansOf(chars: readonly Char[]): Span[] {
  const spans: Span[] = [];
  for (const { ch, red } of chars) {
    const last = spans.at(-1);
    if (last && Boolean(last.red) === red) last.text += ch;
    else spans.push(red ? { text: ch, red } : { text: ch });
  }
  return spans;
}

const trimEnd = (chars: Char[]) => {
  while (chars.length > 0 && SPACE.test(chars.at(-1)!.ch)) chars.pop();
  return chars;
};

/**
 * Breaks spans into lines at most `max` wide (`width` of a character), each paragraph of
 * the text ('\n') on new lines; a line after a break is set in by `indent`.
 */
export function wrapSpans(
  spans: readonly Span[],
  max: number,
  width: (ch: string) => number,
  indent = 0,
): LaidSpans[] {
  const chars = spans.flatMap((s, span) =>
    [...s.text].map((ch) => ({ ch, red: Boolean(s.red), span, keep: Boolean(s.keep) })),
  );
  const paragraphs: Char[][] = [[]];
  for (const c of chars) {
    if (c.ch === '\n') paragraphs.push([]);
    else paragraphs.at(-1)!.push(c);
  }
  const lines: LaidSpans[] = [];
  for (const paragraph of paragraphs) {
    let line: Char[] = [];
    let used = 0;
    // The first line of the text starts at the margin; every later one is set in.
    const indentOf = () => (lines.length === 0 ? 0 : indent);
    const room = () => max - indentOf();
    const flush = () => {
      lines.push({ indent: indentOf(), spans: spansOf(trimEnd(line)) });
      line = [];
      used = 0;
    };
    for (const piece of pieces(paragraph)) {
      const w = piece.reduce((sum, c) => sum + width(c.ch), 0);
      const inked = trimEnd([...piece]).reduce((sum, c) => sum + width(c.ch), 0);
      if (line.length > 0 && used + inked > room()) flush();
      if (inked <= room()) {
        line.push(...piece);
        used += w;
        continue;
      }
      // A word wider than a whole line: broken where the width runs out.
      for (const c of piece) {
        if (line.length > 0 && used + width(c.ch) > room()) flush();
        line.push(c);
        used += width(c.ch);
      }
    }
    flush();
  }
  return lines;
}
