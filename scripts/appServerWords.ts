// The app's copy of the server's words (locales/<lang>/server.json): only the refusals the
// app words itself, where it checks a rule before the call (src/kit/refusalText.ts). The
// rest the server sends in its own answer, so the app need not carry them: the file is
// 10 KB that every form page would otherwise load before it renders (issue 27). The server
// reads the whole file from disk (server/plugins/messages.ts); this only trims the app's.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const root = new URL('..', import.meta.url).pathname;
const SERVER_WORDS = /[\\/]locales[\\/][^\\/]+[\\/]server\.json$/;
/**
 * A quoted word or dotted path, as a refusal's key is written: 'phoneInvalid', 'team.x',
 * or with its namespace, 'server:company.categoryLimit'.
 */
const QUOTED = /['"`](?:\w+:)?([\w.]+)['"`]/g;

type Words = { [key: string]: string | Words };

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'contract' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/**
 * Every quoted word of the app's code: a refusal's key appears so wherever the app names
 * it (a rule's `Refusals<'phoneInvalid' | ...>`, `refusalText(t, 'feedbackTypeRequired')`).
 * The contract, which lists the refusals of every call, is left out: the app's build keeps
 * none of it but the addresses (scripts/contractAddresses.ts).
 */
export function namedInApp(dir = join(root, 'src')): Set<string> {
  const named = new Set<string>();
  for (const file of sources(dir)) {
    for (const [, word] of readFileSync(file, 'utf8').matchAll(QUOTED)) named.add(word!);
  }
  return named;
}

/** The words whose key the app names: a key at the top by itself, one in a group by its path or its own name. */
export function keepNamed(words: Words, named: Set<string>, prefix = ''): Words {
  const kept: Words = {};
  for (const [key, value] of Object.entries(words)) {
    if (typeof value !== 'string') {
      const group = keepNamed(value, named, `${prefix}${key}.`);
      if (Object.keys(group).length > 0) kept[key] = group;
    } else if (named.has(`${prefix}${key}`) || named.has(key)) kept[key] = value;
  }
  return kept;
}

export function appServerWords(): Plugin {
  let named: Set<string> | undefined;
  return {
    name: 'app-server-words',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!SERVER_WORDS.test(id)) return null;
      named ??= namedInApp();
      return { code: JSON.stringify(keepNamed(JSON.parse(code) as Words, named)), map: null };
    },
  };
}
