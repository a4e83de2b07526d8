// react-vant's styles, only those of the components the app reaches, once, in the first
// stylesheet (issue 27). The whole of react-vant's CSS (25 KB gzipped, 70 components, from a
// floating ball to a SKU picker) blocked every first paint, and a slow phone matched each of
// its rules on every restyle; each component's own import of its style added a second copy
// in the chunk that used it, which arrived later and overrode the app's own theme.
//
// `virtual:vant-styles` is react-vant's base style and the style of every component the app
// imports from 'react-vant', with every component those import in turn, in react-vant's own
// order; a component's own import of its style is left empty.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const root = new URL('..', import.meta.url).pathname;
const VANT_ES = join(root, 'node_modules/react-vant/es');
const VIRTUAL = 'virtual:vant-styles';
const RESOLVED = '\0virtual:vant-styles';
const ONCE = '\0vant-style-in-first-stylesheet';
/** A component's own style import, in react-vant/es/<component>/index.js. */
const OWN_STYLE = /[\\/]react-vant[\\/]es[\\/][\w-]+[\\/]index\.js$/;
const NAMED_IMPORT = /(?:import|export)\s*\{([^}]*)\}\s*from\s*['"]react-vant['"]/g;
const SIBLING = /from\s*['"]\.\.\/([\w-]+)/g;

function files(dir: string, keep: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, keep);
    return keep.test(name) ? [path] : [];
  });
}

/** The names the app's sources take from 'react-vant' (types left out). */
export function namesImported(srcDir: string): Set<string> {
  const names = new Set<string>();
  for (const file of files(srcDir, /\.tsx?$/)) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(NAMED_IMPORT)) {
      for (const part of list!.split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return names;
}

/** react-vant's components in its own order, each with the names its index exports. */
function components(vantEs: string): Array<{ dir: string; names: string[] }> {
  const index = readFileSync(join(vantEs, 'index.js'), 'utf8');
  return [...index.matchAll(/export \* from '\.\/([\w-]+)'/g)].map(([, dir]) => {
    const own = readFileSync(join(vantEs, dir!, 'index.js'), 'utf8');
    const names = [...own.matchAll(/export \{([^}]*)\}/g)].flatMap(([, list]) =>
      list!.split(',').map((n) =>
        n
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      ),
    );
    return { dir: dir!, names };
  });
}

/**
 * The component folders whose style the app needs: those whose names it imports, and every
 * folder their code imports (a toast's popup, the popup's overlay, a field's text area), in
 * react-vant's order.
 */
export function vantStyleDirs(srcDir = join(root, 'src'), vantEs = VANT_ES): string[] {
  const wanted = namesImported(srcDir);
  const all = components(vantEs);
  const reached = new Set<string>();
  const visit = (dir: string) => {
    if (reached.has(dir) || !existsSync(join(vantEs, dir))) return;
    reached.add(dir);
    for (const file of files(join(vantEs, dir), /\.js$/)) {
      for (const [, sibling] of readFileSync(file, 'utf8').matchAll(SIBLING)) visit(sibling!);
    }
  };
  for (const { dir, names } of all) if (names.some((n) => wanted.has(n))) visit(dir);
  const unknown = [...wanted].filter((n) => !all.some((c) => c.names.includes(n)));
  if (unknown.length > 0) throw new Error(`react-vant exports no ${unknown.join(', ')}`);
  // react-vant's order, then the folders no top-level name exports (a field's text area).
  const listed = all.map((c) => c.dir);
  const unlisted = [...reached].filter((dir) => !listed.includes(dir)).sort();
  return [...listed, ...unlisted].filter(
    (dir) => reached.has(dir) && existsSync(join(vantEs, dir, 'style/index.css')),
  );
}

export function vantStyles(): Plugin {
  return {
    name: 'vant-styles',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === VIRTUAL) return RESOLVED;
      if (source === './style/index.css' && importer && OWN_STYLE.test(importer)) return ONCE;
      return null;
    },
    load(id) {
      if (id === ONCE) return '';
      if (id !== RESOLVED) return null;
      const sheets = [
        join(VANT_ES, 'styles/base.css'),
        ...vantStyleDirs().map((dir) => join(VANT_ES, dir, 'style/index.css')),
      ];
      return sheets.map((sheet) => `import ${JSON.stringify(sheet)};`).join('\n');
    },
  };
}
