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
 * Every route of the spec: its page (a module under src/features, loaded as a chunk of its
 * own when the route first opens), its title (a key of the `routes` namespace), the
 * namespaces its page asks for beyond the entry's (their files load with the page's chunk),
 * the shell's rules (login, branch, tab bar, back arrow, elder help) and the query its page
 * reads. A row's loader, with the list of files its page needs that Vite adds to it, weighs
 * about 60 bytes gzipped on the first visit (3.8 KB for the table); its page nothing. One
 * route in two lines (its query on a third when long), so the table reads as a table.
 */
// prettier-ignore
const TABLE = [
  { path: '/', page: () => import('@/features/home/HomePage'),
    title: 'home', tab: true },
  { path: '/union', page: () => import('@/features/union/UnionPage'),
    title: 'union', hospIdExempt: true, entry: true, query: { code: text, hide: list(text) } },
  { path: '/error', page: () => import('@/features/system/ErrorPage'),
    title: 'error', hospIdExempt: true, entry: true },
  { path: '/about', page: () => import('@/features/info/AboutPage'),
    title: 'about', ns: ['info'] },
  { path: '/notice', page: () => import('@/features/info/NoticePage'),
    title: 'notice', ns: ['info'] },
  { path: '/articles', page: () => import('@/features/content/ArticlesPage'),
    title: 'articles', ns: ['content'], query: { tab: oneOf('hot', 'news', 'health') } },
  { path: '/article', page: () => import('@/features/content/ArticlePage'),
    title: 'article', ns: ['content'], query: { id: positiveInt } },
  { path: '/location', page: () => import('@/features/info/LocationPage'),
    title: 'location', ns: ['info'] },
  { path: '/faq', page: () => import('@/features/content/FaqPage'),
    title: 'faq', ns: ['content'] },
  { path: '/feedback', page: () => import('@/features/info/FeedbackPage'),
    title: 'feedback', ns: ['info', 'refusals'], auth: true },
  { path: '/weapp', page: () => import('@/features/info/WeappPage'),
    title: 'weapp', ns: ['info', 'wechat'] },
  { path: '/survey', page: () => import('@/features/surveys/SurveyStartPage'),
    title: 'survey', ns: ['profile', 'refusals', 'survey'] },
  // from=personal: from the booking flow, which the booking form then follows.
  { path: '/survey/fill', page: () => import('@/features/surveys/SurveyFillPage'),
    title: 'surveyFill', ns: ['refusals', 'survey'], auth: true,
    query: { surveyId: positiveInt, profileId: positiveInt, from: oneOf('personal'), packageId: positiveInt } },
  { path: '/survey/detail', page: () => import('@/features/surveys/SurveyDetailPage'),
    title: 'surveyDetail', ns: ['survey'], auth: true, query: SHEET },
  { path: '/survey/recommend', page: () => import('@/features/surveys/SurveyRecommendPage'),
    title: 'surveyRecommend', ns: ['refusals', 'survey'], auth: true, query: SHEET },
  { path: '/survey/project', page: () => import('@/features/surveys/SurveyProjectPage'),
    title: 'surveyProject', ns: ['refusals', 'survey'], auth: true, query: SHEET },
  { path: '/survey/success', page: () => import('@/features/surveys/SurveySuccessPage'),
    title: 'surveySuccess', ns: ['refusals', 'survey'] },
  { path: '/packageList', page: () => import('@/features/catalog/PackageListPage'),
    title: 'packageList', ns: ['packages'], tab: true,
    query: { type: positiveInt, sort: oneOf('default', 'sale', 'priceAsc', 'priceDesc'), gender: oneOf(1, 2) } },
  { path: '/packageDetail', page: () => import('@/features/catalog/PackageDetailPage'),
    title: 'packageDetail', ns: ['packages'], query: { id: positiveInt } },
  // id: an older spelling of packageId.
  { path: '/customProject', page: () => import('@/features/catalog/CustomProjectPage'),
    title: 'customProject', ns: ['packages', 'refusals'],
    query: { packageId: positiveInt, id: positiveInt, userSurveyId: positiveInt } },
  // chosen: the person just added from this list, booked for at once (issue 38).
  { path: '/namelist', page: () => import('@/features/catalog/NameListPage'),
    title: 'namelist', ns: ['packages', 'profile', 'refusals', 'survey'], auth: true,
    query: { packageId: positiveInt, customized: flag, chosen: positiveInt } },
  { path: '/submitOrder', page: () => import('@/features/booking/SubmitOrderPage'),
    title: 'submitOrder', ns: ['booking', 'orders', 'refusals', 'schedule'], auth: true, help: true,
    query: { packageId: positiveInt, profileId: positiveInt, customized: flag } },
  { path: '/orderSuccess', page: () => import('@/features/booking/OrderSuccessPage'),
    title: 'orderSuccess', ns: ['booking'], help: true, query: ORDER_NO },
  { path: '/orderPayResult', page: () => import('@/features/booking/PayResultPage'),
    title: 'orderPayResult', ns: ['booking', 'orders'], help: true, query: ORDER_NO },
  { path: '/orderPayResultWN', page: () => import('@/features/booking/PayResultPage'),
    title: 'orderPayResult', ns: ['booking', 'orders'], query: ORDER_NO },
  { path: '/orderlist', page: () => import('@/features/orders/OrderListPage'),
    title: 'orderlist', ns: ['orders'], auth: true,
    query: { tab: oneOf('booked', 'examined', 'cancelled', 'all') } },
  { path: '/orderinfo', page: () => import('@/features/orders/OrderDetailPage'),
    title: 'orderinfo', ns: ['orders', 'refusals', 'reminders', 'schedule'], auth: true, help: true,
    query: ORDER_NO },
  { path: '/login', page: () => import('@/features/account/LoginPage'),
    title: 'login', ns: ['account', 'refusals'], help: true, query: { redirect: text } },
  // redirect: the route login was asked to return to, carried through sign-up (issue 38).
  { path: '/signup', page: () => import('@/features/account/SignupPage'),
    title: 'signup', ns: ['account', 'refusals'], help: true, query: { redirect: text } },
  { path: '/signup_profile', page: () => import('@/features/account/SignupProfilePage'),
    title: 'signupProfile', ns: ['account', 'profile', 'refusals'], query: { sign: text, redirect: text } },
  { path: '/userCenter', page: () => import('@/features/account/UserCenterPage'),
    title: 'userCenter', ns: ['account'], tab: true },
  { path: '/user/editpwd', page: () => import('@/features/account/EditPasswordPage'),
    title: 'editPassword', ns: ['account', 'refusals'] },
  { path: '/user/sessions', page: () => import('@/features/account/SessionsPage'),
    title: 'sessions', ns: ['account'], auth: true },
  { path: '/user/addProfile', page: () => import('@/features/profiles/ProfileFormPage'),
    title: 'addProfile', ns: ['profile', 'refusals'], auth: true, query: PROFILE_FORM },
  { path: '/user/editProfile', page: () => import('@/features/profiles/ProfileFormPage'),
    title: 'editProfile', ns: ['profile', 'refusals'], auth: true,
    query: { ...PROFILE_FORM, pid: positiveInt } },
  { path: '/user/profileList', page: () => import('@/features/profiles/ProfileListPage'),
    title: 'profileList', ns: ['profile'], auth: true },
  { path: '/company/orderlist', page: () => import('@/features/company/OrderListPage'),
    title: 'companyOrderList', ns: ['company', 'profile', 'refusals'], auth: true },
  { path: '/company/groupSelect', page: () => import('@/features/company/GroupSelectPage'),
    title: 'companyGroupSelect', ns: ['company'], auth: true },
  { path: '/company/orderAddItem', page: () => import('@/features/company/AddItemPage'),
    title: 'companyAddItem', ns: ['company'], auth: true },
  { path: '/company/orderAddCombo', page: () => import('@/features/company/AddComboPage'),
    title: 'companyAddCombo', ns: ['company', 'refusals'], auth: true },
  { path: '/company/orderDetail', page: () => import('@/features/company/OrderDetailPage'),
    title: 'companyOrderDetail', ns: ['company', 'refusals', 'schedule'], auth: true, help: true },
  { path: '/company/orderInfo', page: () => import('@/features/company/OrderInfoPage'),
    title: 'companyOrderInfo', ns: ['company', 'reminders'], auth: true, query: { id: positiveInt } },
  { path: '/company/orderSuccess/:orderinfo', page: () => import('@/features/company/OrderSuccessPage'),
    title: 'companyOrderSuccess', ns: ['company'], auth: true },
  { path: '/company/teamRegister', page: () => import('@/features/company/TeamRegisterPage'),
    title: 'teamRegister', ns: ['company', 'refusals'], auth: true },
  { path: '/reports', page: () => import('@/features/reports/ReportCentrePage'),
    title: 'reports', ns: ['reports'], auth: true, help: true,
    query: { profileId: positiveInt, tab: oneOf('processing', 'completed', 'other') } },
  // repid: the exam's number, as the report centre's entries carry it.
  { path: '/report', page: () => import('@/features/reports/ReportDetailPage'),
    title: 'report', ns: ['reportDetail', 'reports', 'shares', 'summary'], auth: true, help: true,
    query: { repid: text } },
  // No login: the key and the name open the PDF; the server checks its switches.
  { path: '/pdfreport', page: () => import('@/features/reports/PdfReportPage'),
    title: 'pdfReport', ns: ['reportDetail', 'reports', 'wechat'], query: { reportKey: text, name: text } },
  // Issue 29: a report's shares (tjbh: its exam number); the reader's page, no login (t: the
  // link's token), reached from outside.
  { path: '/report/share', page: () => import('@/features/shares/ShareManagePage'),
    title: 'reportShare', ns: ['shares'], auth: true, query: { tjbh: text } },
  { path: '/shared', page: () => import('@/features/shares/SharedReportPage'),
    title: 'sharedReport', ns: ['reportDetail', 'shares'], entry: true, query: { t: text } },
  { path: '/report/compareList', page: () => import('@/features/reports/CompareListPage'),
    title: 'compareList', ns: ['reports'], auth: true, query: { profileId: positiveInt } },
  // tjbh: the exam numbers to compare, comma-joined.
  { path: '/report/comparePage', page: () => import('@/features/reports/ComparePage'),
    title: 'comparePage', ns: ['reportDetail', 'reports', 'summary'], auth: true,
    query: { tjbh: text, tab: oneOf('physical', 'lab', 'imaging') } },
  // Issue 29: tjbh the exam summarised; compare the exams it is compared with, comma-joined.
  { path: '/report/summary', page: () => import('@/features/reports/DoctorSummaryPage'),
    title: 'doctorSummary', ns: ['reportDetail', 'reports', 'summary', 'wechat'], auth: true, help: true,
    query: { tjbh: text, compare: text } },
  // reason: why the state page sent the patient back.
  { path: '/queue/login', page: () => import('@/features/queue/QueueLoginPage'),
    title: 'queueLogin', ns: ['queue'], help: true,
    query: { examno: text, authkey: text, reason: oneOf('expired', 'failed') } },
  { path: '/queue/state', page: () => import('@/features/queue/QueueStatePage'),
    title: 'queueState', ns: ['queue', 'refusals'] },
  { path: '/queue', page: () => import('@/features/queue/MyQueuePage'),
    title: 'queue', ns: ['queue', 'refusals'], auth: true, help: true },
  { path: '/guideline', page: () => import('@/features/queue/GuidelinePage'),
    title: 'guideline', ns: ['queue', 'refusals'], auth: true },
  // The SSO doors read their many spellings themselves (domains/session/ssoDoors.ts).
  { path: '/portal', page: () => import('@/features/sso/SsoDoorPage'),
    title: 'sso', ns: ['landing'], entry: true },
  { path: '/ssoLogin', page: () => import('@/features/sso/SsoDoorPage'),
    title: 'sso', ns: ['landing'], entry: true },
  { path: '/sso', page: () => import('@/features/sso/SsoDoorPage'),
    title: 'sso', ns: ['landing'], entry: true },
] as const satisfies readonly RouteRow[];

export const ROUTES: readonly RouteRow[] = TABLE;

/** What a path of no route opens. */
export const NOT_FOUND_META: RouteRow = {
  path: '*',
  page: () => import('@/features/system/NotFoundPage'),
  title: 'notFound',
  hospIdExempt: true,
};

registerRoutes(ROUTES);

declare module '@/kit/routes' {
  interface RouteRegister {
    table: typeof TABLE;
  }
}
