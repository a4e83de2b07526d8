// Checks the rules of locales/: zh-CN (the source) and en have the same namespaces and
// the same keys, no value is empty, every route title has its string, the server's words
// and the app's refusals are each written once, and the HTML pages carry no Chinese text
// of their own.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NOT_FOUND_META, ROUTES } from '../src/app/routeTable.ts';

const root = new URL('..', import.meta.url).pathname;
const SOURCE = 'zh-CN';
const problems: string[] = [];

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

function load(lang: string): Map<string, Map<string, string>> {
  const dir = join(root, 'locales', lang);
  const namespaces = new Map<string, Map<string, string>>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    namespaces.set(
      file.replace(/\.json$/, ''),
      flatten(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Tree),
    );
  }
  return namespaces;
}

const languages = readdirSync(join(root, 'locales'));
const source = load(SOURCE);
for (const lang of languages.filter((l) => l !== SOURCE)) {
  const other = load(lang);
  for (const ns of new Set([...source.keys(), ...other.keys()])) {
    const a = source.get(ns);
    const b = other.get(ns);
    if (!a || !b) {
      problems.push(`namespace ${ns} is missing in ${a ? lang : SOURCE}`);
      continue;
    }
    for (const key of a.keys()) if (!b.has(key)) problems.push(`${lang}/${ns}.json lacks ${key}`);
    for (const key of b.keys()) if (!a.has(key)) problems.push(`${SOURCE}/${ns}.json lacks ${key}`);
  }
}
for (const lang of languages) {
  for (const [ns, keys] of load(lang)) {
    for (const [key, value] of keys)
      if (value.trim() === '') problems.push(`${lang}/${ns}.json: ${key} is empty`);
  }
}

// Chinese text takes full-width punctuation (：（）；，！？): a half-width colon or bracket
// beside a Chinese character or a placeholder, as in "人员信息不合法: " or "(本人)", reads
// as a typo to a Chinese patient.
const HAN = '[\\u3400-\\u9FFF\\u3000-\\u303F\\uFF00-\\uFFEF]|\\{\\{[^}]*\\}\\}';
const HALF_WIDTH_BY_HAN = new RegExp(`(?:${HAN}) ?[:;,!?()]|[;,!?()] ?(?:${HAN})`, 'u');
for (const [ns, keys] of source) {
  for (const [key, value] of keys) {
    const text = value.replace(/<[^>]*>/g, '');
    if (HALF_WIDTH_BY_HAN.test(text))
      problems.push(
        `${SOURCE}/${ns}.json: ${key} has half-width punctuation in Chinese: "${value}"`,
      );
  }
}

// The server's words (server.json) and the refusals the app words itself too (refusals.json),
// which the server reads under the same keys (server/plugins/words.ts): each language quotes
// the same values in a refusal, the server filling them in whatever language the app then
// shows, and each word is written in one of the two files only.
const placeholders = (text = '') =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)]
    .map((m) => m[1])
    .sort()
    .join(', ');
for (const ns of ['server', 'refusals']) {
  const words = source.get(ns);
  if (!words) problems.push(`${SOURCE}/${ns}.json is missing: the server reads its words there`);
  for (const lang of languages.filter((l) => l !== SOURCE)) {
    for (const [key, text] of load(lang).get(ns) ?? []) {
      const own = placeholders(words?.get(key));
      if (placeholders(text) !== own)
        problems.push(
          `${lang}/${ns}.json: ${key} quotes {{${placeholders(text)}}}, ${SOURCE} {{${own}}}`,
        );
    }
  }
}
const serverKeys = source.get('server') ?? new Map<string, string>();
for (const key of source.get('refusals')?.keys() ?? []) {
  const clash = [...serverKeys.keys()].find(
    (k) => k === key || k.startsWith(`${key}.`) || key.startsWith(`${k}.`),
  );
  if (clash) problems.push(`${key} is in refusals.json and ${clash} in server.json: write it once`);
}

const routeTitles = source.get('routes') ?? new Map<string, string>();
for (const meta of [...ROUTES, NOT_FOUND_META]) {
  if (!routeTitles.has(meta.title))
    problems.push(`route ${meta.path}: title "${meta.title}" missing in routes.json`);
}

const CJK = /[\u3400-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF\u3000-\u303F]/u;
const pages = [
  'index.html',
  ...(existsSync(join(root, 'landing'))
    ? readdirSync(join(root, 'landing'))
        .filter((f) => f.endsWith('.html'))
        .map((f) => `landing/${f}`)
    : []),
];
for (const page of pages) {
  if (CJK.test(readFileSync(join(root, page), 'utf8')))
    problems.push(`${page} holds Chinese text: move it to locales/`);
}

if (problems.length > 0) {
  console.error(`Locale check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log(
  `Locales: ${languages.join(', ')} hold the same ${[...source.values()].reduce((n, m) => n + m.size, 0)} keys in ${source.size} namespaces.`,
);
