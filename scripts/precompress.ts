import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;

/**
 * Writes .br and .gz beside every text asset of the build, so the reference server (and
 * nginx's gzip_static / brotli_static at a hospital) sends them without compressing on
 * each request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    writeBundle(_options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const path = join(outDir, file);
        const raw = readFileSync(path);
        if (raw.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
