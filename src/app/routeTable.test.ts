import { describe, expect, it } from 'vitest';
import { findRoute, type RoutePath } from '@/kit/routes';
import { parseQuery, routeAt } from '@/kit/useRouteQuery';
import { PACKAGE_SORTS } from '@/domains/catalog/packages';
import { ARTICLE_TABS } from '@/domains/content/paging';
import { ORDER_TABS } from '@/rules/orderStatus';
import type { ReportTab } from '@/rules/reports';
import { loadPage } from './pages';
import loaders from './pageLoaders.ts?raw';
import pages from './pages.ts?raw';
import { NOT_FOUND_META, ROUTES } from './routeTable';

/** Every page of src/features: a file named *Page.tsx is a route's page. */
const pageModules = import.meta.glob('../features/*/*Page.tsx');
/** The modules the loaders import, as pageLoaders.ts (and pages.ts, home's) write them. */
const loaded = [...(pages + loaders).matchAll(/\(\) => import\('@\/features\/([\w/]+)'\)/g)].map(
  (m) => `../features/${m[1]}.tsx`,
);
const read = (path: RoutePath, search: string) => parseQuery(routeAt(path).query, search);

describe('the route table', () => {
  it('gives every route a unique path starting with a slash, and a title', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const r of ROUTES) {
      expect(r.path.startsWith('/'), r.path).toBe(true);
      expect(r.title, r.path).not.toBe('');
    }
  });

  it("loads every row's page by an import Vite sees, of a page module", async () => {
    expect(loaded).toHaveLength(ROUTES.length + 1);
    expect(loaded.filter((m) => !(m in pageModules))).toEqual([]);
    const about = (await pageModules['../features/info/AboutPage.tsx']!()) as { default: unknown };
    expect((await loadPage(findRoute('/about')!)).default).toBe(about.default);
    const home = (await pageModules['../features/home/HomePage.tsx']!()) as { default: unknown };
    expect((await loadPage(findRoute('/')!)).default).toBe(home.default);
    const notFound = (await pageModules['../features/system/NotFoundPage.tsx']!()) as {
      default: unknown;
    };
    expect((await loadPage(NOT_FOUND_META)).default).toBe(notFound.default);
  });

  it('leaves no page module without a route', () => {
    expect(Object.keys(pageModules).filter((m) => !loaded.includes(m))).toEqual([]);
  });

  it('registers itself: the kit finds its rows', () => {
    expect(findRoute('/submitOrder')).toBe(ROUTES.find((r) => r.path === '/submitOrder'));
    expect(findRoute('/company/orderSuccess/X1')?.title).toBe('companyOrderSuccess');
    expect(findRoute('/nope')).toBeUndefined();
  });
});

describe('the queries the pages read', () => {
  it('the booking form: ids and the tailored plan switch', () => {
    expect(read('/submitOrder', 'packageId=3&profileId=8&customized=1&hospid=1')).toEqual({
      packageId: 3,
      profileId: 8,
      customized: true,
    });
    expect(read('/submitOrder', 'packageId=x&profileId=0')).toEqual({});
  });

  it('the package list: tab, the sorts and genders the list knows', () => {
    expect(read('/packageList', 'type=3&sort=priceAsc&gender=2')).toEqual({
      type: 3,
      sort: 'priceAsc',
      gender: 2,
    });
    expect(read('/packageList', 'type=x&sort=cheap&gender=7')).toEqual({});
    for (const sort of PACKAGE_SORTS) expect(read('/packageList', `sort=${sort}`).sort).toBe(sort);
  });

  // The pages' types hold every value the table reads to be theirs; these hold the table
  // to read every value of theirs.
  it("the tabs are the domains' and rules' own", () => {
    for (const tab of ARTICLE_TABS) expect(read('/articles', `tab=${tab}`).tab).toBe(tab);
    for (const tab of ORDER_TABS) expect(read('/orderlist', `tab=${tab}`).tab).toBe(tab);
    const reportTabs: ReportTab[] = ['processing', 'completed', 'other'];
    for (const tab of reportTabs) expect(read('/reports', `tab=${tab}`).tab).toBe(tab);
    expect(read('/orderlist', 'tab=examined').tab).toBe('examined');
    expect(read('/orderlist', 'tab=drafts').tab).toBeUndefined();
  });

  it('the PDF report: the key in either case; a download switch in the link is not read', () => {
    expect(read('/pdfreport', 'reportkey=K1&name=Zhang&pdfEnable=no')).toEqual({
      reportKey: 'K1',
      name: 'Zhang',
    });
  });

  it('the comparison: its exam numbers and tab', () => {
    expect(read('/report/comparePage', 'tjbh=T001,T002&tab=imaging')).toEqual({
      tjbh: 'T001,T002',
      tab: 'imaging',
    });
    expect(read('/report/comparePage', 'tab=xray').tab).toBeUndefined();
  });

  it('the union chooser: its code and the branches to hide', () => {
    expect(read('/union', 'code=%20U1%20&hide=3,%204,,')).toEqual({ code: 'U1', hide: ['3', '4'] });
  });
});
