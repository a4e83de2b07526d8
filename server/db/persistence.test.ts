import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './db.ts';
import { migrate } from './migrate.ts';
import { seedIfEmpty } from '../seeds/seed.ts';
import { dataVault } from '../plugins/crypto/secrets.ts';

const vault = dataVault('test');

const dir = mkdtempSync(join(tmpdir(), 'checkup-db-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the embedded database across restarts', () => {
  it('migrates and seeds once, then keeps what changed and does not re-seed', async () => {
    const first = await openPglite(dir);
    const files = readdirSync(new URL('./migrations/', import.meta.url)).filter((f) =>
      f.endsWith('.sql'),
    );
    expect(await migrate(first)).toEqual(files.sort());
    expect(await seedIfEmpty(first, vault)).toBe(true);
    await first.query('UPDATE hospitals SET name = $1 WHERE id = 1', ['renamed by a demo']);
    await first.query('DELETE FROM articles WHERE id = 1');
    await first.close();

    const second = await openPglite(dir);
    expect(await migrate(second)).toEqual([]);
    expect(await seedIfEmpty(second, vault)).toBe(false);
    const [row] = await second.query<{ name: string }>('SELECT name FROM hospitals WHERE id = 1');
    expect(row?.name).toBe('renamed by a demo');
    expect(await second.query('SELECT 1 FROM articles WHERE id = 1')).toEqual([]);
    await second.close();
  });
});
