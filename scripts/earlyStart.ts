import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import type { Plugin, Rolldown } from 'vite';

const ENTRY = 'src/app/earlyStart.entry.ts';
const CONFIG_SCRIPT = /<script\s+src="\.\/config\.js"><\/script>/;

const PAGES_MODULE = 'src/app/lazyModules.ts';

interface EarlyFiles {
  home: { js: string[]; css: string[] };
  pages: string;
}

/**
 * The files home loads beyond the app's entry: its page chunk, the chunks only it imports,
 * and their CSS; and the chunk of the strings' loaders, which every other page loads
 * (src/app/lazyModules.ts); addressed as index.html addresses its own.
 */
function earlyFiles(bundle: Rolldown.OutputBundle, page: string, base: string): EarlyFiles {
  const chunks = Object.values(bundle).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const closure = (start: Rolldown.OutputChunk | undefined, into = new Set<string>()) => {
    if (!start || into.has(start.fileName)) return into;
    into.add(start.fileName);
    for (const dep of start.imports) closure(byName.get(dep), into);
    return into;
  };
  const entry = closure(chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith('index.html')));
  const home = [...closure(chunks.find((c) => c.facadeModuleId?.endsWith(page)))].filter(
    (f) => !entry.has(f),
  );
  const pages = chunks.find((c) => c.facadeModuleId?.endsWith(PAGES_MODULE));
  if (!pages) throw new Error(`early start: no chunk of ${PAGES_MODULE}`);
  const css = home.flatMap((f) => [...(byName.get(f)?.viteMetadata?.importedCss ?? [])]);
  return {
    home: { js: home.map((f) => base + f), css: css.map((f) => base + f) },
    pages: base + pages.fileName,
  };
}

/** The early start (src/app/earlyStart.ts) as one small classic script. */
async function compile(root: string, files: EarlyFiles): Promise<string> {
  const out = await build({
    input: `${root}${ENTRY}`,
    cwd: root,
    write: false,
    resolve: { alias: { '@': `${root}src` } },
    transform: { define: { __EARLY_FILES__: JSON.stringify(files) } },
    output: { format: 'iife', minify: true },
    logLevel: 'silent',
  });
  const code = out.output[0].code.trim();
  // Inline in HTML: nothing in it may close the script element.
  if (/<\/script/i.test(code)) throw new Error('early start: code would close its <script>');
  // A schema's mark: the contract's schemas would more than double the script.
  if (code.includes('~kind')) throw new Error('early start: TypeBox schemas reached the script');
  return code;
}

/**
 * Puts the early start into index.html, after the runtime config it reads. With it, home's
 * hospital calls, chunks and first banner, or a deep link's chunk of the strings' loaders,
 * start while the app's bundle downloads, instead of after it has run.
 */
export function earlyStart(options: { page: string }): Plugin {
  const root = fileURLToPath(new URL('..', import.meta.url));
  let base = './';
  return {
    name: 'early-start',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.filename.endsWith('/index.html') || ctx.filename.includes('/landing/')) return;
        const files = ctx.bundle
          ? earlyFiles(ctx.bundle, options.page, base)
          : { home: { js: [], css: [] }, pages: '' };
        const code = await compile(root, files);
        // Right after the config, before the stylesheet: a script after a stylesheet waits
        // for it.
        const at = html.search(CONFIG_SCRIPT);
        if (at < 0) throw new Error('early start: index.html has no blocking config.js script');
        const end = at + (CONFIG_SCRIPT.exec(html)?.[0].length ?? 0);
        return `${html.slice(0, end)}\n    <script>${code}</script>${html.slice(end)}`;
      },
    },
  };
}
