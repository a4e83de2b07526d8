import { createReadStream, existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import type { Plugin } from 'vite';

/** What pdf.js fetches at run time besides its worker, served from `pdfjs/<dir>/`. */
const DIRS = ['cmaps', 'standard_fonts'] as const;

/**
 * Ships pdf.js's character maps and standard font data with the app under `pdfjs/`. The
 * server's report PDFs use Adobe's STSong-Light without embedding it: without the cMaps
 * pdf.js cannot map its codes to glyphs and the Chinese is blank. They are fetched only by
 * the PDF viewer, one small file per font encoding a document uses.
 */
export function pdfjsAssets(): Plugin {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  return {
    name: 'pdfjs-assets',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = /\/pdfjs\/(cmaps|standard_fonts)\/([\w.-]+)$/.exec(req.url ?? '');
        const file = match ? normalize(join(root, match[1]!, match[2]!)) : '';
        if (!match || !file.startsWith(root) || !existsSync(file)) return next();
        res.setHeader('content-type', 'application/octet-stream');
        createReadStream(file).pipe(res);
      });
    },
    generateBundle() {
      for (const dir of DIRS)
        for (const name of readdirSync(join(root, dir)))
          this.emitFile({
            type: 'asset',
            fileName: `pdfjs/${dir}/${name}`,
            source: readFileSync(join(root, dir, name)),
          });
    },
  };
}
