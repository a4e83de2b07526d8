// The field key and IV are 16 characters a hospital types into two settings and into the
// app's config.js. The check below refuses what a person makes up rather than what
// `openssl rand -base64 12` prints: a word, a repeated pattern, a keyboard run, few
// different characters. A random 16-character base64 text passes it (the test draws many).

/** Words people put into a key; each is checked without regard to case. */
const WORDS = [
  'password',
  'passwd',
  'secret',
  'admin',
  'change',
  'please',
  'default',
  'demo',
  'test',
  'hospital',
  'wechat',
  'qwer',
  'asdf',
  'zxcv',
];

/** At least this many different characters: a random 16 has about 14. */
const DISTINCT_MIN = 10;
/** A run this long of neighbouring characters (abcd, 4321) is typed, not drawn. */
const RUN = 4;

/** The shortest period the text repeats at least twice with (its length when none). */
function periodOf(text: string): number {
  for (let p = 1; p <= text.length / 2; p += 1) {
    let repeats = true;
    for (let i = p; i < text.length && repeats; i += 1) repeats = text[i] === text[i - p];
    if (repeats) return p;
  }
  return text.length;
}

/** The first run of RUN characters each one after (or before) the last, or null. */
function runIn(text: string): string | null {
  for (let i = 0; i + RUN <= text.length; i += 1) {
    const codes = [...text.slice(i, i + RUN)].map((c) => c.charCodeAt(0));
    const steps = codes.slice(1).map((c, k) => c - codes[k]!);
    if (steps.every((s) => s === 1) || steps.every((s) => s === -1)) return text.slice(i, i + RUN);
  }
  return null;
}

const CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/];

/** Why a field key or IV does not look random, or null when it does. */
export function fieldSecretWeakness(value: string): string | null {
  const lower = value.toLowerCase();
  const word = WORDS.find((w) => lower.includes(w));
  if (word) return `it contains the word "${word}"`;
  const period = periodOf(value);
  if (period < value.length) return `it repeats "${value.slice(0, period)}"`;
  const distinct = new Set(value).size;
  if (distinct < DISTINCT_MIN)
    return `it has only ${distinct} different characters (at least ${DISTINCT_MIN})`;
  const run = runIn(value);
  if (run) return `it holds the run "${run}"`;
  if (CLASSES.filter((c) => c.test(value)).length < 2)
    return 'it uses one kind of character only (letters, digits or signs)';
  return null;
}
