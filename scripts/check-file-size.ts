// Fails when a source file passes 300 lines: past that a file holds more than one thing
// and its name no longer says what it holds. Tests (*.test.ts, *.spec.ts) and the seed's
// demo rows (data, not code) are not counted.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const DIRS = ['src', 'server', 'landing', 'scripts', 'tests', 'eslint'];
export const MAX_LINES = 300;
const NOT_CODE = [/\.(test|spec)\.tsx?$/, /server\/seeds\/seedData\.ts$/];

function sources(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return /\.(tsx?|js|css)$/.test(name) && !NOT_CODE.some((re) => re.test(path)) ? [path] : [];
  });
}

const long = DIRS.flatMap((dir) => sources(join(root, dir)))
  .map((path) => ({ path, lines: readFileSync(path, 'utf8').split('\n').length - 1 }))
  .filter((file) => file.lines > MAX_LINES);

for (const file of long) {
  console.error(`${relative(root, file.path)}: ${file.lines} lines (at most ${MAX_LINES})`);
}
process.exit(long.length ? 1 : 0);
