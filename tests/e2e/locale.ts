import { readFileSync } from 'node:fs';

type Tree = { [key: string]: string | Tree };

/**
 * The files a namespace is read from: the server reads its words from server.json and the
 * refusals the app words itself too from refusals.json, under the same keys
 * (server/plugins/words.ts), so 'server:phoneInvalid' is found in either.
 */
const FILES: Record<string, string[]> = { server: ['server', 'refusals'] };

function lookup(file: string, path: string): string | Tree | undefined {
  const tree = JSON.parse(
    readFileSync(new URL(`../../locales/zh-CN/${file}.json`, import.meta.url), 'utf8'),
  ) as Tree;
  return path
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
}

/**
 * A zh-CN string by "namespace:dotted.key", so journeys assert what users really read; the
 * {{values}} it quotes are filled in (the server namespace's numbers: REFUSAL_VALUES).
 */
export function zh(key: string, values: Record<string, string | number> = {}): string {
  const [ns, path] = key.split(':') as [string, string];
  const value = (FILES[ns] ?? [ns])
    .map((file) => lookup(file, path))
    .find((found) => typeof found === 'string');
  if (typeof value !== 'string') throw new Error(`no zh-CN string ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (all, name: string) => String(values[name] ?? all));
}
