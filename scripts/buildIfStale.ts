import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// What the built app is made of: a change to any of these makes dist/ stale.
const INPUTS = [
  'src',
  'locales',
  'landing',
  'public',
  'index.html',
  'vite.config.ts',
  // vite.config.ts's plugins.
  'scripts',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function isBuildStale(root: string, distDir: string): boolean {
  const built = join(distDir, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return INPUTS.some((input) => newestMtime(join(root, input)) > builtAt);
}

/** Builds the app with Vite when dist/ is missing or older than its sources. */
export async function buildIfStale(root: string, distDir: string): Promise<boolean> {
  if (!isBuildStale(root, distDir)) return false;
  console.log('Building the app (dist/ is missing or older than its sources)...');
  const { build } = await import('vite');
  // Vite sets NODE_ENV to production for its build, in this process: a bench's server
  // started after it would then refuse the demo's settings.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({ root, logLevel: 'warn' });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return true;
}
