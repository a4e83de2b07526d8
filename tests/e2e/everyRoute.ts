// Every route of both spec documents, each opened in its main state: the accessibility
// journey (a11y.spec.ts) and the audit script (scripts/a11y-audit.ts) walk this one list.
import type { BrowserContext } from '@playwright/test';
import type { LoginUser } from '../../src/contract/index.ts';
import { ROUTES } from '../../src/app/routeTable.ts';
import { OPEN_HOSP_ID } from '../../server/seeds/seedData.ts';
import { HEALTH_SURVEY_ID } from '../../server/seeds/seedSurveys.ts';
import { PEOPLE, type PatientData } from './patientData.ts';

export { bookOrder, patientData, type PatientData } from './patientData.ts';

const H = `hospid=${OPEN_HOSP_ID}`;

export interface RouteCase {
  /** The route's path as the route table names it. */
  route: string;
  /** Who is logged in: a demo patient's or employee's phone, or BOOKER; none for a visitor. */
  as?: string;
  /** The hash URL of the route's main state, given what the patient's data holds. */
  url: (data: PatientData) => string;
  /** What is on screen once the main state has drawn (a CSS selector). */
  ready: string;
  /** What the page finds in local storage on the first visit of the tab (a flow's state). */
  stored?: (data: PatientData) => Record<string, string>;
}

const { zhang, liSi, mode0, mode1, mode2, mode3 } = PEOPLE;

/** A company booking under way, as the list's book button stores it for the next steps. */
const companyFlow = (phone: string) => (d: PatientData) => ({
  companyAppointment: JSON.stringify({ ...d.toBook[phone], addCombos: [] }),
});
/** A fresh account of the run's own that has booked one check-up (its order's pages). */
export const BOOKER = 'booker';
const page = '.app-page';

export const ROUTE_CASES: RouteCase[] = [
  { route: '/', url: () => `/#/?${H}`, ready: '[data-testid=home]' },
  { route: '/union', url: () => `/#/union?code=kangning`, ready: page },
  { route: '/error', url: () => `/#/error?${H}`, ready: page },
  { route: '/about', url: () => `/#/about?${H}`, ready: page },
  { route: '/notice', url: () => `/#/notice?${H}`, ready: page },
  { route: '/articles', url: () => `/#/articles?${H}`, ready: page },
  { route: '/article', url: () => `/#/article?${H}&id=3`, ready: page },
  { route: '/location', url: () => `/#/location?${H}`, ready: page },
  { route: '/faq', url: () => `/#/faq?${H}`, ready: page },
  { route: '/feedback', as: zhang, url: () => `/#/feedback?${H}`, ready: page },
  { route: '/weapp', url: () => `/#/weapp?${H}`, ready: page },
  { route: '/survey', as: zhang, url: () => `/#/survey?${H}`, ready: page },
  {
    route: '/survey/fill',
    as: zhang,
    url: () => `/#/survey/fill?${H}&surveyId=${HEALTH_SURVEY_ID}`,
    ready: page,
  },
  { route: '/survey/detail', as: zhang, url: () => `/#/survey/detail?${H}&id=1`, ready: page },
  {
    route: '/survey/recommend',
    as: zhang,
    url: () => `/#/survey/recommend?${H}&id=1`,
    ready: page,
  },
  { route: '/survey/project', as: zhang, url: () => `/#/survey/project?${H}&id=1`, ready: page },
  { route: '/survey/success', url: () => `/#/survey/success?${H}`, ready: page },
  { route: '/packageList', url: () => `/#/packageList?${H}`, ready: page },
  { route: '/packageDetail', url: () => `/#/packageDetail?id=2&${H}`, ready: page },
  { route: '/customProject', url: () => `/#/customProject?packageId=1&${H}`, ready: page },
  { route: '/namelist', as: zhang, url: () => `/#/namelist?packageId=1&${H}`, ready: page },
  {
    route: '/submitOrder',
    as: zhang,
    url: (d) => `/#/submitOrder?${H}&packageId=1&profileId=${d.selfId}`,
    ready: '[data-testid=submit-order]',
  },
  { route: '/orderSuccess', url: (d) => `/#/orderSuccess?orderNo=${d.orderNo}&${H}`, ready: page },
  {
    route: '/orderPayResult',
    as: BOOKER,
    url: (d) => `/#/orderPayResult?orderNo=${d.orderNo}&${H}`,
    ready: page,
  },
  {
    route: '/orderPayResultWN',
    as: BOOKER,
    url: (d) => `/#/orderPayResultWN?orderNo=${d.orderNo}&${H}`,
    ready: page,
  },
  { route: '/orderlist', as: BOOKER, url: () => `/#/orderlist?${H}`, ready: page },
  {
    route: '/orderinfo',
    as: BOOKER,
    url: (d) => `/#/orderinfo?orderNo=${d.orderNo}&${H}`,
    ready: page,
  },
  { route: '/login', url: () => `/#/login?${H}`, ready: page },
  { route: '/signup', url: () => `/#/signup?${H}`, ready: page },
  { route: '/signup_profile', url: () => `/#/signup_profile?sign=forged&${H}`, ready: page },
  { route: '/userCenter', as: zhang, url: () => `/#/userCenter?${H}`, ready: page },
  { route: '/user/sessions', as: zhang, url: () => `/#/user/sessions?${H}`, ready: page },
  { route: '/user/editpwd', url: () => `/#/user/editpwd?${H}`, ready: page },
  { route: '/user/addProfile', as: zhang, url: () => `/#/user/addProfile?${H}`, ready: page },
  {
    route: '/user/editProfile',
    as: zhang,
    url: (d) => `/#/user/editProfile?pid=${d.selfId}&${H}`,
    ready: page,
  },
  { route: '/user/profileList', as: zhang, url: () => `/#/user/profileList?${H}`, ready: page },
  { route: '/company/orderlist', as: liSi, url: () => `/#/company/orderlist?${H}`, ready: page },
  {
    route: '/company/groupSelect',
    as: mode3.mobile,
    url: () => `/#/company/groupSelect?${H}`,
    stored: companyFlow(mode3.mobile),
    ready: '[data-testid=group-select]',
  },
  {
    route: '/company/orderAddItem',
    as: mode1.mobile,
    url: () => `/#/company/orderAddItem?${H}`,
    stored: companyFlow(mode1.mobile),
    ready: '[data-testid=add-item]',
  },
  {
    route: '/company/orderAddCombo',
    as: mode2.mobile,
    url: () => `/#/company/orderAddCombo?${H}`,
    stored: companyFlow(mode2.mobile),
    ready: '[data-testid=add-combo]',
  },
  {
    route: '/company/orderDetail',
    as: mode0.mobile,
    url: () => `/#/company/orderDetail?${H}`,
    stored: companyFlow(mode0.mobile),
    ready: '[data-testid=schedule]',
  },
  {
    route: '/company/orderInfo',
    as: liSi,
    url: (d) => `/#/company/orderInfo?${H}&id=${d.booked.id}`,
    ready: page,
  },
  {
    route: '/company/orderSuccess/:orderinfo',
    as: liSi,
    url: (d) =>
      `/#/company/orderSuccess/${encodeURIComponent(
        JSON.stringify({ id: d.booked.id, examNo: d.booked.examNo }),
      )}?${H}`,
    ready: page,
  },
  {
    route: '/company/teamRegister',
    as: zhang,
    url: () => `/#/company/teamRegister?${H}`,
    ready: page,
  },
  { route: '/reports', as: zhang, url: () => `/#/reports?${H}`, ready: page },
  {
    route: '/report',
    as: zhang,
    url: (d) => `/#/report?${H}&repid=${d.published[0]?.tjbh ?? ''}`,
    ready: page,
  },
  {
    route: '/pdfreport',
    as: zhang,
    url: (d) =>
      `/#/pdfreport?${H}&reportKey=${d.published[0]?.reportKey ?? ''}&name=${encodeURIComponent(
        d.published[0]?.name ?? '',
      )}`,
    ready: 'canvas',
  },
  {
    route: '/report/share',
    as: zhang,
    url: (d) => `/#/report/share?${H}&tjbh=${d.published[0]?.tjbh ?? ''}`,
    ready: '[data-testid=share-form]',
  },
  // The reader's code form: a link no share has looks the same until a code is sent.
  {
    route: '/shared',
    url: () => `/#/shared?${H}&t=${'A'.repeat(32)}`,
    ready: '[data-testid=shared-code]',
  },
  {
    route: '/report/compareList',
    as: zhang,
    url: (d) => `/#/report/compareList?${H}&profileId=${d.selfId}`,
    ready: page,
  },
  {
    route: '/report/comparePage',
    as: zhang,
    url: (d) =>
      `/#/report/comparePage?${H}&profileId=${d.selfId}&tjbh=${encodeURIComponent(
        d.published
          .slice(0, 3)
          .map((e) => e.tjbh)
          .join(','),
      )}`,
    ready: page,
  },
  {
    route: '/report/summary',
    as: zhang,
    url: (d) => `/#/report/summary?${H}&tjbh=${d.published[0]?.tjbh ?? ''}`,
    ready: 'canvas',
  },
  { route: '/queue/login', url: () => `/#/queue/login?${H}`, ready: page },
  {
    route: '/queue/state',
    url: (d) => `/#/queue/login?${H}&examno=${d.visit.examNo}&authkey=${d.visit.authKey}`,
    ready: page,
  },
  { route: '/queue', as: zhang, url: () => `/#/queue?${H}`, ready: page },
  { route: '/guideline', as: zhang, url: () => `/#/guideline?${H}`, ready: page },
  { route: '/portal', url: () => `/#/portal?${H}`, ready: page },
  { route: '/ssoLogin', url: () => `/#/ssoLogin?${H}`, ready: page },
  { route: '/sso', url: () => `/#/sso?${H}`, ready: page },
];

/** Every route of the table has its case (a new route must add one). */
export const routesWithoutCase = () =>
  ROUTES.map((r) => r.path).filter((p) => !ROUTE_CASES.some((c) => c.route === p));

/**
 * Readies a browser for a case: its account's session cookie, and the local storage its
 * page expects on the tab's first visit (the pages rewrite it as the patient moves on).
 */
export async function prepareCase(
  context: BrowserContext,
  c: RouteCase,
  d: PatientData,
  base: string,
  userFor: (as: string) => Promise<LoginUser>,
) {
  if (c.as) {
    const user = await userFor(c.as);
    await context.addCookies([
      { name: 'login_user', value: encodeURIComponent(JSON.stringify(user)), url: base },
    ]);
  }
  if (c.stored) {
    await context.addInitScript((entries: Record<string, string>) => {
      if (sessionStorage.getItem('caseStored')) return;
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      sessionStorage.setItem('caseStored', '1');
    }, c.stored(d));
  }
}
