import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': src } },
  test: {
    // Each server test file opens its own embedded database (~4 s): two at a time fits 2 cores.
    maxWorkers: 2,
    projects: [
      {
        resolve: { alias: { '@': src } },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'landing/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'jsdom',
        },
      },
      {
        resolve: { alias: { '@': src } },
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
