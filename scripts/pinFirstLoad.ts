import { build, type Plugin, type Rolldown, type UserConfig } from 'vite';

type Chunk = Rolldown.OutputChunk;

// Set while the first pass runs, so that its own copy of this plugin stands aside.
const FIRST_PASS = Symbol.for('pin-first-load.first-pass');
const flags = globalThis as { [FIRST_PASS]?: boolean };

/**
 * Puts what a first visit of `entry` loads (with `pages`, lazy pages it opens at once)
 * into three chunks instead of one per set of importers: one with what the other entries
 * (the landing pages) load too, the entry's own chunk with the rest of what the entry
 * itself runs, and one with what `pages` share with other lazy pages (for home: the
 * package cards, the article queries, the pull to refresh). Each of `pages` keeps a lazy
 * chunk of the modules only it uses.
 *
 * Why: Rolldown 1.2 gives each module that the entry shares with some lazy pages a chunk
 * per set of importers, though the entry has always loaded it before any lazy page runs
 * (rolldown#10731): home's first visit fetched 20 chunks. Which modules the entry really
 * uses cannot be read from the import graph (react-vant's barrel imports every component,
 * so a group that follows it, or matches folders such as src/ui, pulls in the components
 * of every page), so a first pass builds in memory with the default chunking, and the
 * modules of the chunks that the entry and `pages` import statically, from Rolldown's
 * own tree-shaken chunk graph, are the groups of the real build. The sets already hold
 * the static imports of their modules (the shared set imports nothing back), so the
 * groups must not follow imports themselves.
 *
 * Why the pages' shared modules are not the entry's: every route opens with the entry, and
 * a deep link to another page would carry home's cards and queries unused (issue 27). A
 * page that uses one of them loads their whole chunk, which is small; what a quarter of the
 * routes' pages load (the API client, the query hooks) stays in the entry.
 */
export function pinFirstLoad(options: {
  entry: string;
  pages: string[];
  /** The lazy pages of routes: a module of `pages` that a quarter of them load is the entry's. */
  routePages: RegExp;
  /**
   * The app's own modules that several route pages share (their API calls, hooks, small
   * components): one chunk of those that `minShareCount` pages or more load, rather than a
   * chunk per set of importers. See vite.config.ts for why.
   */
  routesShared?: { test: RegExp; minShareCount: number };
}): Plugin {
  const app = new Set<string>();
  const firstPages = new Set<string>();
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
                  { name: 'first-pages', test: (id) => firstPages.has(id) },
                  { name: 'shared', test: (id) => shared.has(id) },
                  ...(options.routesShared
                    ? [
                        {
                          name: 'routes-shared',
                          test: options.routesShared.test,
                          minShareCount: options.routesShared.minShareCount,
                        },
                      ]
                    : []),
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
      const ofEntry = loaded(entry);
      // What many routes load anyway (the API client, the query hooks, the branch's
      // settings) stays the entry's.
      const routePages = chunks.filter(
        (c) => c.isDynamicEntry && options.routePages.test(c.facadeModuleId ?? ''),
      );
      const usage = new Map<string, number>();
      for (const page of routePages) {
        for (const id of loaded([page])) usage.set(id, (usage.get(id) ?? 0) + 1);
      }
      const common = (id: string) => (usage.get(id) ?? 0) >= routePages.length / 4;
      app.clear();
      firstPages.clear();
      shared.clear();
      for (const id of loaded([...entry, ...pages])) {
        if (otherEntries.has(id)) shared.add(id);
        else if (ofEntry.has(id) || common(id)) app.add(id);
        else if (!ownOfPages.has(id)) firstPages.add(id);
      }
    },
  };
}
