// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_META, ROUTES } from '../src/app/routeTable';
import { pagesByPath, withoutPages } from './routePages';

const table = readFileSync(new URL('../src/app/routeTable.ts', import.meta.url), 'utf8');

describe("the build's move of the route table's page names", () => {
  it('gives the pages chunk every row of the table with its page', () => {
    const expected = Object.fromEntries(
      [...ROUTES, NOT_FOUND_META].map((row) => [row.path, row.page]),
    );
    expect(pagesByPath(table)).toEqual(expected);
  });

  it("leaves no page name in home's copy of the table, and the rest of each row", () => {
    const stripped = withoutPages(table);
    expect(stripped).not.toMatch(/page: '/);
    expect(stripped).toContain("{ path: '/packageList', title: 'packageList', tab: true,");
  });
});
