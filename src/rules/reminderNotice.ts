// What a reminder carries of a package's or batch's notice (issue 36): the sentences that
// say how to prepare, whole, wherever the centre wrote them in its notice. A reminder used
// to carry the notice's first 60 characters, which lost a fasting rule written after a
// heading or an introduction, or cut it in the middle.

/**
 * The longest reminder SMS, its signature included. Tencent Cloud and Aliyun take a message
 * of up to 500 characters and the carrier delivers one longer than 70 in parts of 67, each
 * billed as one SMS: two parts at most (issue 38) keeps a reminder short to read and cheap.
 */
export const REMINDER_SMS_MAX_CHARS = 2 * 67;

/** Markup that ends a line of the notice: a paragraph, a list item, a heading, a break. */
const BLOCK = /<\/?(p|div|li|ol|ul|h[1-6]|br|tr|td|th|table|section|blockquote)\b[^>]*>/gi;

const ENTITIES: Readonly<Record<string, string>> = {
  '&nbsp;': ' ',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};

/**
 * The notice's lines as a reader sees them: markup and scripts gone, entities read, spaces
 * run together, empty lines dropped. A line break of the markup is kept, as it ends an item.
 */
export function noticeLines(html: string | null | undefined): string[] {
  return (html ?? '')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(BLOCK, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|lt|gt|quot|#39|amp);/g, (entity) => ENTITIES[entity] ?? entity)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 0);
}

/** Where a sentence ends: the Chinese and Latin full stops, question and exclamation marks, semicolons. */
const SENTENCE_END = /(?<=[\u3002\uff01\uff1f\uff1b!?;])|(?<=\D\.)\s+/;
/** A list item's number ("1.", "2)", the Chinese "one," ...), not part of its sentence. */
const ITEM_NUMBER =
  /^(?:\d{1,2}|[\u4e00\u4e8c\u4e09\u56db\u4e94\u516d\u4e03\u516b\u4e5d\u5341]{1,2})\s*[.\u3001\uff0e)\uff09]\s*/;

/** The notice's sentences, in its order, a list item's number left out. */
export function noticeSentences(html: string | null | undefined): string[] {
  return noticeLines(html).flatMap((line) =>
    line
      .replace(ITEM_NUMBER, '')
      .split(SENTENCE_END)
      .map((s) => s.trim())
      .filter((s) => s.length > 0),
  );
}

/**
 * Words of a fasting rule: fasting (kong fu), no food (jin shi), no drink (jin yin, jin
 * shui), eating (jin shi), breakfast (zao can).
 */
const FASTING = [
  '\u7a7a\u8179',
  '\u7981\u98df',
  '\u7981\u996e',
  '\u7981\u6c34',
  '\u8fdb\u98df',
  '\u65e9\u9910',
];

/**
 * Words of the other preparations: diet (yin shi), light food (qing dan), alcohol (yin
 * jiu), drinking water (yin shui, he shui), medicines (ting yao, fu yao, yao wu), a full
 * bladder (bie niao), menstruation (yue jing, jing qi), pregnancy (huai yun, yun qi, bei
 * yun), smoking (xi yan), hard exercise (ju lie yun dong), staying up late (ao ye).
 */
const PREPARATION = [
  '\u996e\u98df',
  '\u6e05\u6de1',
  '\u996e\u9152',
  '\u996e\u6c34',
  '\u559d\u6c34',
  '\u505c\u836f',
  '\u670d\u836f',
  '\u836f\u7269',
  '\u618b\u5c3f',
  '\u6708\u7ecf',
  '\u7ecf\u671f',
  '\u6000\u5b55',
  '\u5b55\u671f',
  '\u5907\u5b55',
  '\u5438\u70df',
  '\u5267\u70c8\u8fd0\u52a8',
  '\u71ac\u591c',
];

const names = (words: readonly string[]) => (s: string) => words.some((w) => s.includes(w));
/** A sentence that tells the patient to fast. */
export const isFastingRule = names(FASTING);
/** A sentence that tells the patient how to prepare: a fasting rule or another one. */
export const isPreparation = (s: string) => isFastingRule(s) || names(PREPARATION)(s);

/** The sentence as the reminder ends it: with a full stop where the notice had none or a semicolon. */
function closed(sentence: string): string {
  const open = sentence.replace(/[\uff1b;\uff0c,\u3001:\uff1a]+$/, '');
  return /[\u3002\uff01\uff1f!?.]$/.test(open) ? open : `${open}\u3002`;
}

/**
 * The preparation sentences of a notice, each whole, in the notice's order, together at
 * most `max` characters. When they do not all fit, the fasting rules are kept first, then
 * the others in the notice's order; a sentence that does not fit is left out, never cut.
 * Empty when the notice says nothing of preparation.
 */
export function preparationNotice(html: string | null | undefined, max: number): string {
  const sentences = noticeSentences(html).filter(isPreparation).map(closed);
  const byNeed = [...sentences.keys()].sort(
    (a, b) => Number(isFastingRule(sentences[b]!)) - Number(isFastingRule(sentences[a]!)) || a - b,
  );
  const kept = new Set<number>();
  let used = 0;
  for (const i of byNeed) {
    const length = sentences[i]!.length;
    if (used + length > max) continue;
    kept.add(i);
    used += length;
  }
  return sentences.filter((_, i) => kept.has(i)).join('');
}

/** The words a short field falls back on when no preparation sentence fits it whole. */
export interface FieldWords {
  /** Fasting is required, details in the notice. */
  fasting: string;
  /** Some preparation is asked, details in the notice. */
  prepare: string;
}

/**
 * The notice in a field of at most `max` characters (a WeChat subscribe message's text
 * field): its first fasting rule that fits whole without its full stop, else the caller's
 * words saying fasting is asked; for a notice without a fasting rule, its first other
 * preparation that fits, else the words saying preparation is asked. Empty when the notice
 * asks for none.
 */
export function preparationField(
  html: string | null | undefined,
  max: number,
  words: FieldWords,
): string {
  const sentences = noticeSentences(html)
    .filter(isPreparation)
    .map((s) => closed(s).replace(/[\u3002.]$/, ''));
  // A fasting rule outranks every other preparation: one too long gives way to the words
  // saying fasting is asked, never to a shorter sentence about something else.
  const fasting = sentences.filter(isFastingRule);
  const candidates = fasting.length > 0 ? fasting : sentences;
  const fits = candidates.find((s) => s.length <= max);
  if (fits !== undefined) return fits;
  if (fasting.length > 0) return words.fasting;
  return sentences.length > 0 ? words.prepare : '';
}
