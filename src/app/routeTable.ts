import { registerRoutes, type RouteRow } from '@/kit/routes';
import { flag, list, oneOf, positiveInt, text } from '@/kit/routeQuery';

// This module is in the first load of every visit, so it imports no module the pages
// use: one would come along whole. The tabs and sorts below are the rules' and domains'
// own (routeTable.test.ts and the pages' types hold them equal); the rules that read a
// value further (exam numbers to compare) run in the pages.

// Queries of pages that more than one route opens.
const ORDER_NO = { orderNo: text };
const SHEET = { id: positiveInt };
const PROFILE_FORM = { back: text };

/**
 * Every route of the spec: its title (a key of the `routes` namespace), the namespaces its
 * page asks for beyond the entry's (their files load with the page's chunk), the shell's
 * rules (login, branch, tab bar, back arrow, elder help) and the query its page reads. Its
 * page's loader is in pageLoaders.ts under the same path, out of the first load. One route a
 * line (its query on a second when long), so the table reads as a table.
 */
// prettier-ignore
const TABLE = [
  { path: '/', title: 'home', tab: true },
  { path: '/union', title: 'union', hospIdExempt: true, entry: true, query: { code: text, hide: list(text) } },
  { path: '/error', title: 'error', hospIdExempt: true, entry: true },
  { path: '/about', title: 'about', ns: ['info'] },
  { path: '/notice', title: 'notice', ns: ['info'] },
  { path: '/articles', title: 'articles', ns: ['content'], query: { tab: oneOf('hot', 'news', 'health') } },
  { path: '/article', title: 'article', ns: ['content'], query: { id: positiveInt } },
  { path: '/location', title: 'location', ns: ['info'] },
  { path: '/faq', title: 'faq', ns: ['content'] },
  { path: '/feedback', title: 'feedback', ns: ['info', 'refusals'], auth: true },
  { path: '/weapp', title: 'weapp', ns: ['info', 'wechat'] },
  { path: '/survey', title: 'survey', ns: ['profile', 'refusals', 'survey'] },
  // from=personal: from the booking flow, which the booking form then follows.
  { path: '/survey/fill', title: 'surveyFill', ns: ['refusals', 'survey'], auth: true,
    query: { surveyId: positiveInt, profileId: positiveInt, from: oneOf('personal'), packageId: positiveInt } },
  { path: '/survey/detail', title: 'surveyDetail', ns: ['survey'], auth: true, query: SHEET },
  { path: '/survey/recommend', title: 'surveyRecommend', ns: ['refusals', 'survey'], auth: true, query: SHEET },
  { path: '/survey/project', title: 'surveyProject', ns: ['refusals', 'survey'], auth: true, query: SHEET },
  { path: '/survey/success', title: 'surveySuccess', ns: ['refusals', 'survey'] },
  { path: '/packageList', title: 'packageList', ns: ['packages'], tab: true,
    query: { type: positiveInt, sort: oneOf('default', 'sale', 'priceAsc', 'priceDesc'), gender: oneOf(1, 2) } },
  { path: '/packageDetail', title: 'packageDetail', ns: ['packages'], query: { id: positiveInt } },
  // id: an older spelling of packageId.
  { path: '/customProject', title: 'customProject', ns: ['packages', 'refusals'],
    query: { packageId: positiveInt, id: positiveInt, userSurveyId: positiveInt } },
  // chosen: the person just added from this list, booked for at once (issue 38).
  { path: '/namelist', title: 'namelist', ns: ['packages', 'profile', 'refusals', 'survey'], auth: true,
    query: { packageId: positiveInt, customized: flag, chosen: positiveInt } },
  { path: '/submitOrder', title: 'submitOrder', ns: ['booking', 'orders', 'refusals', 'schedule'], auth: true, help: true,
    query: { packageId: positiveInt, profileId: positiveInt, customized: flag } },
  { path: '/orderSuccess', title: 'orderSuccess', ns: ['booking'], help: true, query: ORDER_NO },
  { path: '/orderPayResult', title: 'orderPayResult', ns: ['booking', 'orders'], help: true, query: ORDER_NO },
  { path: '/orderPayResultWN', title: 'orderPayResult', ns: ['booking', 'orders'], query: ORDER_NO },
  { path: '/orderlist', title: 'orderlist', ns: ['orders'], auth: true,
    query: { tab: oneOf('booked', 'examined', 'cancelled', 'all') } },
  { path: '/orderinfo', title: 'orderinfo', ns: ['orders', 'refusals', 'reminders', 'schedule'], auth: true, help: true,
    query: ORDER_NO },
  { path: '/login', title: 'login', ns: ['account', 'refusals'], help: true, query: { redirect: text } },
  // redirect: the route login was asked to return to, carried through sign-up (issue 38).
  { path: '/signup', title: 'signup', ns: ['account', 'refusals'], help: true, query: { redirect: text } },
  { path: '/signup_profile', title: 'signupProfile', ns: ['account', 'profile', 'refusals'], query: { sign: text, redirect: text } },
  { path: '/userCenter', title: 'userCenter', ns: ['account'], tab: true },
  { path: '/user/editpwd', title: 'editPassword', ns: ['account', 'refusals'] },
  { path: '/user/sessions', title: 'sessions', ns: ['account'], auth: true },
  { path: '/user/addProfile', title: 'addProfile', ns: ['profile', 'refusals'], auth: true, query: PROFILE_FORM },
  { path: '/user/editProfile', title: 'editProfile', ns: ['profile', 'refusals'], auth: true,
    query: { ...PROFILE_FORM, pid: positiveInt } },
  { path: '/user/profileList', title: 'profileList', ns: ['profile'], auth: true },
  { path: '/company/orderlist', title: 'companyOrderList', ns: ['company', 'profile', 'refusals'], auth: true },
  { path: '/company/groupSelect', title: 'companyGroupSelect', ns: ['company'], auth: true },
  { path: '/company/orderAddItem', title: 'companyAddItem', ns: ['company'], auth: true },
  { path: '/company/orderAddCombo', title: 'companyAddCombo', ns: ['company', 'refusals'], auth: true },
  { path: '/company/orderDetail', title: 'companyOrderDetail', ns: ['company', 'refusals', 'schedule'], auth: true, help: true },
  { path: '/company/orderInfo', title: 'companyOrderInfo', ns: ['company', 'reminders'], auth: true, query: { id: positiveInt } },
  { path: '/company/orderSuccess/:orderinfo', title: 'companyOrderSuccess', ns: ['company'], auth: true },
  { path: '/company/teamRegister', title: 'teamRegister', ns: ['company', 'refusals'], auth: true },
  { path: '/reports', title: 'reports', ns: ['reports'], auth: true, help: true,
    query: { profileId: positiveInt, tab: oneOf('processing', 'completed', 'other') } },
  // repid: the exam's number, as the report centre's entries carry it.
  { path: '/report', title: 'report', ns: ['reportDetail', 'reports', 'shares', 'summary'], auth: true, help: true,
    query: { repid: text } },
  // No login: the key and the name open the PDF; the server checks its switches.
  { path: '/pdfreport', title: 'pdfReport', ns: ['reportDetail', 'reports', 'wechat'], query: { reportKey: text, name: text } },
  // Issue 29: a report's shares (tjbh: its exam number); the reader's page, no login (t: the
  // link's token), reached from outside.
  { path: '/report/share', title: 'reportShare', ns: ['shares'], auth: true, query: { tjbh: text } },
  { path: '/shared', title: 'sharedReport', ns: ['reportDetail', 'shares'], entry: true, query: { t: text } },
  { path: '/report/compareList', title: 'compareList', ns: ['reports'], auth: true, query: { profileId: positiveInt } },
  // tjbh: the exam numbers to compare, comma-joined.
  { path: '/report/comparePage', title: 'comparePage', ns: ['reportDetail', 'reports', 'summary'], auth: true,
    query: { tjbh: text, tab: oneOf('physical', 'lab', 'imaging') } },
  // Issue 29: tjbh the exam summarised; compare the exams it is compared with, comma-joined.
  { path: '/report/summary', title: 'doctorSummary', ns: ['reportDetail', 'reports', 'summary', 'wechat'], auth: true, help: true,
    query: { tjbh: text, compare: text } },
  // reason: why the state page sent the patient back.
  { path: '/queue/login', title: 'queueLogin', ns: ['queue'], help: true,
    query: { examno: text, authkey: text, reason: oneOf('expired', 'failed') } },
  { path: '/queue/state', title: 'queueState', ns: ['queue', 'refusals'] },
  { path: '/queue', title: 'queue', ns: ['queue', 'refusals'], auth: true, help: true },
  { path: '/guideline', title: 'guideline', ns: ['queue', 'refusals'], auth: true },
  // The SSO doors read their many spellings themselves (domains/session/ssoDoors.ts).
  { path: '/portal', title: 'sso', ns: ['landing'], entry: true },
  { path: '/ssoLogin', title: 'sso', ns: ['landing'], entry: true },
  { path: '/sso', title: 'sso', ns: ['landing'], entry: true },
] as const satisfies readonly RouteRow[];

export const ROUTES: readonly RouteRow[] = TABLE;

/** What a path of no route opens. */
export const NOT_FOUND_META: RouteRow = {
  path: '*',
  title: 'notFound',
  hospIdExempt: true,
};

registerRoutes(ROUTES);

declare module '@/kit/routes' {
  interface RouteRegister {
    table: typeof TABLE;
  }
}
