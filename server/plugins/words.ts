// The server's words: locales/zh-CN/server.json, and refusals.json for the refusals the app
// words itself too, read once at start-up. A patient reads the server's msg as it is, so it
// speaks the hospitals' language, like their own backends. Imported as JSON (tsx runs the
// server in development and production, vitest the tests, and both read it so), and typed
// by the contract's view of the same files.
import type { ServerWords } from '../../src/contract/refusals.ts';
import { REFUSAL_VALUES } from '../../src/rules/refusalValues.ts';
import refusals from '../../locales/zh-CN/refusals.json' with { type: 'json' };
import serverWords from '../../locales/zh-CN/server.json' with { type: 'json' };

type Words = { readonly [key: string]: string | Words };

/**
 * Both files under the same key paths ('company.stockInsufficient' whichever file holds it).
 * A word in both stops the start: each is written once, so the app and the server cannot
 * say one refusal two ways.
 */
export function mergeWords(own: Words, more: Words, path = ''): Words {
  const merged: Record<string, string | Words> = { ...own };
  for (const [key, value] of Object.entries(more)) {
    const mine = merged[key];
    if (mine === undefined) merged[key] = value;
    else if (typeof mine === 'string' || typeof value === 'string')
      throw new Error(`server.json and refusals.json both write ${path}${key}`);
    else merged[key] = mergeWords(mine, value, `${path}${key}.`);
  }
  return merged;
}

export const WORDS = mergeWords(serverWords, refusals) as ServerWords;

export type Values = Readonly<Record<string, string | number>>;

/**
 * The text with its {{placeholders}} replaced. A placeholder without a value throws: a
 * misspelt one fails at start-up, not in front of a patient.
 */
export function fill(text: string, values: Values): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`server.json: no value for {{${name}}} in "${text}"`);
    return String(value);
  });
}

/**
 * A text filled on each use with the named values (a wait, a category). Tried once now with
 * blanks, so a placeholder the caller does not give stops the start.
 */
export function template<N extends string>(
  text: string,
  names: readonly N[],
): (values: Readonly<Record<N, string | number>>) => string {
  fill(text, Object.fromEntries(names.map((name) => [name, ''])));
  return (values) => fill(text, values);
}

/** Every string of a group with the rules' numbers filled in (those of REFUSAL_VALUES). */
export function fillGroup<G extends Record<string, string>>(group: G): { [K in keyof G]: string } {
  return Object.fromEntries(
    Object.entries(group).map(([key, text]) => [key, fill(text, REFUSAL_VALUES)]),
  ) as { [K in keyof G]: string };
}
