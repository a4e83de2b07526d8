import { build, type Plugin, type Rolldown, type UserConfig } from 'vite';

type Chunk = Rolldown.OutputChunk;

// Set while the first pass runs, so that its own copy of this plugin stands aside.
const FIRST_PASS = Symbol.for('pin-first-load.first-pass');
const flags = globalThis as { [FIRST_PASS]?: boolean };

/**
 * Puts what a first visit of `entry` loads (with `pages`, lazy pages it opens at once)
 * into two chunks instead of one per set of importers: one with what the other entries
 * (the landing pages) load too, and the entry's own chunk with the rest. Each of `pages`
 * keeps a lazy chunk of the modules only it uses.
 *
 * Why: Rolldown 1.2 gives each module that the entry shares with some lazy pages a chunk
 * per set of importers, though the entry has always loaded it before any lazy page runs
 * (rolldown#10731): home's first visit fetched 20 chunks. Which modules the entry really
 * uses cannot be read from the import graph (react-vant's barrel imports every component,
 * so a group that follows it, or matches folders such as src/ui, pulls in the components
 * of every page), so a first pass builds in memory with the default chunking, and the
 * modules of the chunks that the entry and `pages` import statically, from Rolldown's
 * own tree-shaken chunk graph, are the two groups of the real build. Both sets already
 * hold the static imports of their modules (the shared set imports nothing back), so
 * the groups must not follow imports themselves.
 *
 * Cost: the modules `pages` share with other lazy pages (for home: PackageCard, money,
 * useRequest, ...) come with the entry on every route, yet every route loads fewer bytes
 * than before, the glue of the many small chunks gone; and the build takes twice as long.
 */
export function pinFirstLoad(options: { entry: string; pages: string[] }): Plugin {
  const app = new Set<string>();
  const shared = new Set<string>();
  let config: { root: string; mode: string; configFile: string | undefined };
  return {
    name: 'pin-first-load',
    apply: 'build',
    config(): UserConfig | undefined {
      if (flags[FIRST_PASS]) return undefined;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                includeDependenciesRecursively: false,
                groups: [
                  { name: 'app', test: (id) => app.has(id) },
                  { name: 'shared', test: (id) => shared.has(id) },
                ],
              },
            },
          },
        },
      };
    },
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      // Also when the config is inline: the first pass could not build the same app.
      if (flags[FIRST_PASS] || !config.configFile) return;
      flags[FIRST_PASS] = true;
      let out;
      try {
        out = await build({
          root: config.root,
          mode: config.mode,
          configFile: config.configFile,
          logLevel: 'silent',
          build: { write: false, minify: false, cssMinify: false, reportCompressedSize: false },
        });
      } finally {
        delete flags[FIRST_PASS];
      }
      const chunks = (Array.isArray(out) ? out : [out as Rolldown.RolldownOutput]).flatMap((o) =>
        o.output.filter((c): c is Chunk => c.type === 'chunk'),
      );
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const loaded = (roots: Chunk[]): Set<string> => {
        const seen = new Set<Chunk>();
        const visit = (c: Chunk | undefined) => {
          if (!c || seen.has(c)) return;
          seen.add(c);
          for (const file of c.imports) visit(byFile.get(file));
        };
        roots.forEach(visit);
        return new Set([...seen].flatMap((c) => c.moduleIds));
      };
      const path = (file: string) => `${config.root}/${file}`.replace(/\/+/g, '/');
      const facade = (files: string[]) =>
        chunks.filter((c) => files.map(path).includes(c.facadeModuleId ?? ''));
      const entry = facade([options.entry]);
      const pages = facade(options.pages);
      const otherEntries = loaded(chunks.filter((c) => c.isEntry && !entry.includes(c)));
      const ownOfPages = new Set(pages.flatMap((c) => c.moduleIds));
      app.clear();
      shared.clear();
      for (const id of loaded([...entry, ...pages])) {
        if (otherEntries.has(id)) shared.add(id);
        else if (!ownOfPages.has(id)) app.add(id);
      }
    },
  };
}
