// @vitest-environment node
// The build runs the project's code as it reads (issue 39): no plugin of vite.config.ts
// rewrites, replaces or redirects a file under src/, locales/ or server/. Each plugin is
// listed with what it may touch; each of its hooks that could change a module (transform,
// load, resolveId, and the plugins a hook hands an environment) is called on every such file
// and must leave it be. A plugin not listed, or a new one touching the project, fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin, PluginOption } from 'vite';
import { describe, expect, it } from 'vitest';
import config from '../vite.config';

const root = new URL('..', import.meta.url).pathname;

/**
 * Every plugin of vite.config.ts and what it may touch, in the config's order. Two change a
 * library, not the project: react-vant's Field and its styles (each with its saving measured,
 * in the README's 'What the build changes').
 */
const MAY_TOUCH: Record<string, string> = {
  'field-without-dialog': "react-vant's Field: its import of the Dialog, to a stand-in",
  'vant-styles': "react-vant's own style imports, and its virtual stylesheet",
  'vite:react-babel': 'nothing: no Babel plugin is configured',
  'vite:react:refresh-wrapper': 'dev only: the React Fast Refresh wrapper, made per environment',
  'vite:react:config-post': 'the config only',
  'vite:react-refresh-fbm': 'index.html (the refresh preamble, dev only)',
  'vite:react-refresh': "index.html and React Refresh's runtime module",
  'vite:react-virtual-preamble': 'its virtual preamble module',
  precompress: 'the written bundle: a .gz and .br beside each file',
  'landing-doors': 'the bundle: one page per entry door',
  'pin-first-load': "the chunking of the build's output",
  'early-start': 'index.html: an inline script built from src/app/earlyStart.entry.ts',
  'pdfjs-assets': "the bundle: pdf.js's cMaps and fonts",
};

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return files(path);
    return /\.(tsx?|json|css)$/.test(name) ? [path] : [];
  });
}

const projectFiles = ['src', 'locales', 'server'].flatMap((dir) => files(join(root, dir)));

function plugins(options: PluginOption[]): Plugin[] {
  return options.flat(Infinity as 1).filter((p): p is Plugin => !!p && typeof p === 'object');
}

const context = {
  addWatchFile: () => undefined,
  warn: () => undefined,
  error: (e: unknown) => {
    throw e instanceof Error ? e : new Error(String(e));
  },
  meta: { watchMode: false },
  environment: { name: 'client', mode: 'dev', config: { consumer: 'client' } },
};

type AnyHook = (this: unknown, ...args: unknown[]) => unknown;
const handler = (hook: unknown): AnyHook | undefined =>
  typeof hook === 'function'
    ? (hook as AnyHook)
    : ((hook as { handler?: AnyHook } | undefined)?.handler ?? undefined);

/** The plugin and the ones it hands an environment (React's refresh wrapper, in dev). */
async function withEnvironmentPlugins(plugin: Plugin): Promise<Plugin[]> {
  const apply = handler(plugin.applyToEnvironment);
  if (!apply) return [plugin];
  const given = await apply.call(context, context.environment);
  return [plugin, ...(typeof given === 'object' && given ? plugins([given as PluginOption]) : [])];
}

/** The project's files the plugin's hooks change, replace or redirect, relative to the root. */
async function touched(plugin: Plugin): Promise<string[]> {
  const transform = handler(plugin.transform);
  const load = handler(plugin.load);
  const resolveId = handler(plugin.resolveId);
  const found: string[] = [];
  for (const file of projectFiles) {
    const code = readFileSync(file, 'utf8');
    const out = await transform?.call(context, code, file, {});
    const changed = typeof out === 'string' ? out : (out as { code?: string } | null)?.code;
    const loaded = await load?.call(context, file, {});
    const importer = join(root, 'src/main.tsx');
    const resolved = await resolveId?.call(context, file, importer, { isEntry: false });
    const to = typeof resolved === 'string' ? resolved : (resolved as { id?: string } | null)?.id;
    if ((changed != null && changed !== code) || loaded != null || (to != null && to !== file))
      found.push(relative(root, file));
  }
  return found;
}

describe('the plugins of vite.config.ts', () => {
  const listed = plugins(config.plugins ?? []);

  it('are each listed with what it may touch', () => {
    expect(listed.map((p) => p.name)).toEqual(Object.keys(MAY_TOUCH));
  });

  it('touch no file under src/, locales/ or server/', async () => {
    const offenders: Record<string, string[]> = {};
    for (const plugin of listed) {
      for (const each of await withEnvironmentPlugins(plugin)) {
        const found = await touched(each);
        if (found.length > 0) offenders[each.name] = found;
      }
    }
    expect(offenders).toEqual({});
  }, 120_000);
});
