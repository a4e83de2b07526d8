// react-vant's Field imports its Dialog for one prop, `tooltip` (a question mark that opens
// a dialog), and with it the popup, overlay and transitions: 8 KB gzipped on the first load
// of every page with a form field, though no field of the app has a tooltip (issue 27).
// This resolves Field's own import of the dialog to a stand-in, and stops the build when a
// field in src/ is given a tooltip, so the stand-in can never be reached. It runs in the
// build and in `npm run dev`, where Vite's dependency optimiser bundles react-vant: the same
// Field in both (vite.config.ts gives it to the optimiser too).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const root = new URL('..', import.meta.url).pathname;
const STAND_IN = '\0field-dialog-stand-in';
const FIELD = /[\\/]react-vant[\\/]es[\\/]field[\\/]Field\.js$/;
const TOOLTIP = /\btooltip\s*=/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx$/.test(name) ? [path] : [];
  });
}

/** The files of `dir` that give a component a `tooltip` prop. */
export function filesWithTooltip(dir = join(root, 'src')): string[] {
  return sources(dir).filter((file) => TOOLTIP.test(readFileSync(file, 'utf8')));
}

export function fieldWithoutDialog(): Plugin {
  return {
    name: 'field-without-dialog',
    enforce: 'pre',
    buildStart() {
      const found = filesWithTooltip();
      if (found.length > 0) {
        this.error(
          `A Field tooltip needs react-vant's Dialog, which scripts/fieldWithoutDialog.ts leaves out: ${found.join(', ')}`,
        );
      }
    },
    resolveId(source, importer) {
      if (source === '../dialog' && importer && FIELD.test(importer)) return STAND_IN;
      return null;
    },
    load(id) {
      if (id !== STAND_IN) return null;
      return `export default { show() { throw new Error('Field tooltip: see scripts/fieldWithoutDialog.ts'); } };`;
    },
  };
}
