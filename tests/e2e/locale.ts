import { readFileSync } from 'node:fs';

type Tree = { [key: string]: string | Tree };

/**
 * A zh-CN string by "namespace:dotted.key", so journeys assert what users really read; the
 * {{values}} it quotes are filled in (the server namespace's numbers: REFUSAL_VALUES).
 */
export function zh(key: string, values: Record<string, string | number> = {}): string {
  const [ns, path] = key.split(':') as [string, string];
  const tree = JSON.parse(
    readFileSync(new URL(`../../locales/zh-CN/${ns}.json`, import.meta.url), 'utf8'),
  ) as Tree;
  const value = path
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      tree,
    );
  if (typeof value !== 'string') throw new Error(`no zh-CN string ${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (all, name: string) => String(values[name] ?? all));
}
