// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_META, ROUTES } from '../src/app/routeTable';
import { namespacesByPage, pagesByPath, withoutPages } from './routePages';

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

  it("gives each page the namespaces its code asks for, its parts' included", () => {
    const namespaces = namespacesByPage(pagesByPath(table));
    expect(Object.keys(namespaces).sort()).toEqual(
      [...new Set(Object.values(pagesByPath(table)))].sort(),
    );
    // LoginPage's own, and its fields' refusals (src/kit/refusalText.ts).
    expect(namespaces['account/LoginPage']).toBe('account,common,server');
    // The report names its own words and the centre's; its rating form, which asks for the
    // server's too, is a lazy import (RatingPopupLazy.tsx) and loads later.
    expect(namespaces['reports/ReportDetailPage']).toBe('reportDetail,reports,shares,summary');
  });
});
