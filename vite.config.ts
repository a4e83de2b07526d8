import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// The entry pages of landing/ (WeChat OAuth, partner SSO) are built beside index.html.
function landingInputs(): Record<string, string> {
  try {
    return Object.fromEntries(
      readdirSync(`${root}landing`)
        .filter((f) => f.endsWith('.html'))
        .map((f) => [`landing/${f.replace(/\.html$/, '')}`, `${root}landing/${f}`]),
    );
  } catch {
    return {};
  }
}

export default defineConfig({
  // Relative asset URLs: one build can be served from any path of a hospital's server.
  base: './',
  plugins: [react(), precompress()],
  resolve: { alias: { '@': `${root}src` } },
  build: {
    // scripts/bundle-budget.ts reads the manifest to weigh each entry's first load.
    manifest: true,
    target: ['es2020', 'safari14', 'chrome87'],
    rollupOptions: { input: { index: `${root}index.html`, ...landingInputs() } },
  },
});
