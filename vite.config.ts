import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pinFirstLoad } from './scripts/pinFirstLoad.ts';
import { earlyStart } from './scripts/earlyStart.ts';
import { precompress } from './scripts/precompress.ts';
import { landingDoors } from './scripts/landingDoors.ts';
import { pdfjsAssets } from './scripts/pdfjsAssets.ts';
import { fieldWithoutDialog } from './scripts/fieldWithoutDialog.ts';
import { vantStyles } from './scripts/vantStyles.ts';
import { LANDING_DOORS } from './landing/doors.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  // Relative asset URLs: one build can be served from any path of a hospital's server.
  base: './',
  plugins: [
    // react-vant's Field without the Dialog that only its unused tooltip opens.
    fieldWithoutDialog(),
    // react-vant's styles of the components the app uses, once, in the first stylesheet.
    vantStyles(),
    react(),
    precompress(),
    // The entry pages (WeChat OAuth, partner SSO): one page built beside index.html under
    // each door's address.
    landingDoors(LANDING_DOORS),
    // Home's first visit in 5 JS chunks instead of 20. Rolldown gives each module that the
    // entry shares with some lazy pages a chunk per set of importers (rolldown#10731);
    // this plugin reads from a first, in-memory build with the default chunking which
    // modules index.html and HomePage load, and pins them into three chunks: the entry's
    // own (with what a quarter of the routes' pages load too), home's shared parts (its
    // cards and queries, which a deep link elsewhere does not carry), and what the landing
    // pages load too (so a landing page never loads the app). Unlike a group matching
    // src/{lib,ui,...}, it follows Rolldown's own tree-shaken graph, not react-vant's
    // barrel: no component home does not use comes along. See scripts/pinFirstLoad.ts.
    pinFirstLoad({
      entry: 'index.html',
      pages: ['src/features/home/HomePage.tsx'],
      routePages: /\/src\/features\/\w+\/\w+Page\.tsx$/,
      // A deep link to login fetched 26 files, most under 1 KB (the phone rule, the auth
      // calls, the submit button...), which HTTP/1.1 fetches six at a time: its title painted
      // at 3.0 s (Lighthouse 92). With what six or more pages share in one chunk, 16 files
      // and 2.4 s (96), for 2 KB more; every route stays within its budget.
      routesShared: {
        test: /[\\/]src[\\/](kit|platform|rules|contract|domains)[\\/]/,
        minShareCount: 6,
      },
    }),
    // On home, its calls and chunks start from index.html while the bundle downloads; on a
    // deep link, the chunk of the strings' loaders.
    earlyStart({ page: 'src/features/home/HomePage.tsx' }),
    // pdf.js's cMaps and standard fonts for the PDF report viewer (scripts/pdfjsAssets.ts).
    pdfjsAssets(),
  ],
  resolve: { alias: { '@': `${root}src` } },
  // In dev, react-vant is bundled by the dependency optimiser, whose imports the app's
  // plugins never see: Field gets the same stand-in for its Dialog there as in the build.
  optimizeDeps: { rolldownOptions: { plugins: [fieldWithoutDialog()] } },
  build: {
    // scripts/bundle-budget.ts reads the manifest to weigh each entry's first load.
    manifest: true,
    target: ['es2020', 'safari14', 'chrome87'],
    rollupOptions: {
      input: { index: `${root}index.html`, 'landing/door': `${root}landing/door.html` },
      // The timings report reads as a warning to a newcomer; precompressing takes its time.
      checks: { bundlerTimings: false },
    },
  },
});
