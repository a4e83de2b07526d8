import type { Plugin } from 'vite';

const TEMPLATE = 'landing/door.html';

/**
 * The landing doors are one page under several addresses (landing/doors.ts). The build
 * writes landing/door.html once under each door's name; the dev server answers each door's
 * address with it. One page instead of four copies that drift.
 */
export function landingDoors(doors: readonly string[]): Plugin {
  return {
    name: 'landing-doors',
    enforce: 'post',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const match = /^\/landing\/(\w+)\.html(\?.*)?$/.exec(req.url ?? '');
        if (match && doors.includes(match[1] ?? '')) req.url = `/${TEMPLATE}${match[2] ?? ''}`;
        next();
      });
    },
    generateBundle(_options, bundle) {
      const page = bundle[TEMPLATE];
      if (page?.type !== 'asset') return;
      for (const door of doors) {
        this.emitFile({ type: 'asset', fileName: `landing/${door}.html`, source: page.source });
      }
      delete bundle[TEMPLATE];
    },
  };
}
