// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CORE_NAMESPACES } from '../src/app/i18n';
import { NOT_FOUND_META, ROUTES } from '../src/app/routeTable';
import { pageNamespaces, pagesByPath } from './pageNamespaces';

const pages = pagesByPath();
const bundled: readonly string[] = CORE_NAMESPACES;

describe("the namespaces the route table's rows start with their page", () => {
  it("reads every row's page from its loader", () => {
    expect(Object.keys(pages)).toEqual([...ROUTES, NOT_FOUND_META].map((row) => row.path));
    expect(pages['/login']).toBe('account/LoginPage');
    expect(pages['*']).toBe('system/NotFoundPage');
  });

  it("are on each row those its page's code asks for, but the ones the entry bundles", () => {
    const wrong = [...ROUTES, NOT_FOUND_META].flatMap((row) => {
      const asked = pageNamespaces(pages[row.path]!).filter((ns) => !bundled.includes(ns));
      const named = [...(row.ns ?? [])];
      return named.join() === asked.join() ? [] : [`${row.path}: ns [${named}], asks [${asked}]`];
    });
    expect(wrong).toEqual([]);
  });

  it("count the refusals of a page's parts, and leave out a lazy part's", () => {
    // LoginPage's own, and its fields' refusals (src/kit/refusalText.ts's hook).
    expect(pageNamespaces('account/LoginPage')).toEqual(['account', 'common', 'refusals']);
    // The report's rating form, which asks for the refusals too, is a lazy import
    // (RatingPopupLazy.tsx) and loads later.
    expect(pageNamespaces('reports/ReportDetailPage')).toEqual([
      'reportDetail',
      'reports',
      'shares',
      'summary',
    ]);
  });
});
