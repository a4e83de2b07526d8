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
 * own when the route first opens), its title (a key of the `routes` namespace), the shell's
 * rules (login, branch, tab bar, back arrow, elder help) and the query its page reads.
 * A row weighs a few bytes on the first visit; its page nothing. One route a line (its
 * query on the next when long), so the table reads as a table.
 */
// prettier-ignore
const TABLE = [
  { path: '/', page: 'home/HomePage', title: 'home', tab: true },
  { path: '/union', page: 'union/UnionPage', title: 'union', hospIdExempt: true, entry: true,
    query: { code: text, hide: list(text) } },
  { path: '/error', page: 'system/ErrorPage', title: 'error', hospIdExempt: true, entry: true },
  { path: '/about', page: 'info/AboutPage', title: 'about' },
  { path: '/notice', page: 'info/NoticePage', title: 'notice' },
  { path: '/articles', page: 'content/ArticlesPage', title: 'articles',
    query: { tab: oneOf('hot', 'news', 'health') } },
  { path: '/article', page: 'content/ArticlePage', title: 'article', query: { id: positiveInt } },
  { path: '/location', page: 'info/LocationPage', title: 'location' },
  { path: '/faq', page: 'content/FaqPage', title: 'faq' },
  { path: '/feedback', page: 'info/FeedbackPage', title: 'feedback', auth: true },
  { path: '/weapp', page: 'info/WeappPage', title: 'weapp' },
  { path: '/survey', page: 'surveys/SurveyStartPage', title: 'survey' },
  // from=personal: from the booking flow, which the booking form then follows.
  { path: '/survey/fill', page: 'surveys/SurveyFillPage', title: 'surveyFill', auth: true,
    query: { surveyId: positiveInt, profileId: positiveInt, from: oneOf('personal'), packageId: positiveInt } },
  { path: '/survey/detail', page: 'surveys/SurveyDetailPage', title: 'surveyDetail', auth: true, query: SHEET },
  { path: '/survey/recommend', page: 'surveys/SurveyRecommendPage', title: 'surveyRecommend', auth: true,
    query: SHEET },
  { path: '/survey/project', page: 'surveys/SurveyProjectPage', title: 'surveyProject', auth: true, query: SHEET },
  { path: '/survey/success', page: 'surveys/SurveySuccessPage', title: 'surveySuccess' },
  { path: '/packageList', page: 'catalog/PackageListPage', title: 'packageList', tab: true,
    query: { type: positiveInt, sort: oneOf('default', 'sale', 'priceAsc', 'priceDesc'), gender: oneOf(1, 2) } },
  { path: '/packageDetail', page: 'catalog/PackageDetailPage', title: 'packageDetail', query: { id: positiveInt } },
  // id: an older spelling of packageId.
  { path: '/customProject', page: 'catalog/CustomProjectPage', title: 'customProject',
    query: { packageId: positiveInt, id: positiveInt, userSurveyId: positiveInt } },
  // chosen: the person just added from this list, booked for at once (issue 38).
  { path: '/namelist', page: 'catalog/NameListPage', title: 'namelist', auth: true,
    query: { packageId: positiveInt, customized: flag, chosen: positiveInt } },
  { path: '/submitOrder', page: 'booking/SubmitOrderPage', title: 'submitOrder', auth: true, help: true,
    query: { packageId: positiveInt, profileId: positiveInt, customized: flag } },
  { path: '/orderSuccess', page: 'booking/OrderSuccessPage', title: 'orderSuccess', help: true, query: ORDER_NO },
  { path: '/orderPayResult', page: 'booking/PayResultPage', title: 'orderPayResult', help: true, query: ORDER_NO },
  { path: '/orderPayResultWN', page: 'booking/PayResultPage', title: 'orderPayResult', query: ORDER_NO },
  { path: '/orderlist', page: 'orders/OrderListPage', title: 'orderlist', auth: true,
    query: { tab: oneOf('booked', 'examined', 'cancelled', 'all') } },
  { path: '/orderinfo', page: 'orders/OrderDetailPage', title: 'orderinfo', auth: true, help: true, query: ORDER_NO },
  { path: '/login', page: 'account/LoginPage', title: 'login', help: true, query: { redirect: text } },
  // redirect: the route login was asked to return to, carried through sign-up (issue 38).
  { path: '/signup', page: 'account/SignupPage', title: 'signup', help: true, query: { redirect: text } },
  { path: '/signup_profile', page: 'account/SignupProfilePage', title: 'signupProfile',
    query: { sign: text, redirect: text } },
  { path: '/userCenter', page: 'account/UserCenterPage', title: 'userCenter', tab: true },
  { path: '/user/editpwd', page: 'account/EditPasswordPage', title: 'editPassword' },
  { path: '/user/sessions', page: 'account/SessionsPage', title: 'sessions', auth: true },
  { path: '/user/addProfile', page: 'profiles/ProfileFormPage', title: 'addProfile', auth: true,
    query: PROFILE_FORM },
  { path: '/user/editProfile', page: 'profiles/ProfileFormPage', title: 'editProfile', auth: true,
    query: { ...PROFILE_FORM, pid: positiveInt } },
  { path: '/user/profileList', page: 'profiles/ProfileListPage', title: 'profileList', auth: true },
  { path: '/company/orderlist', page: 'company/OrderListPage', title: 'companyOrderList', auth: true },
  { path: '/company/groupSelect', page: 'company/GroupSelectPage', title: 'companyGroupSelect', auth: true },
  { path: '/company/orderAddItem', page: 'company/AddItemPage', title: 'companyAddItem', auth: true },
  { path: '/company/orderAddCombo', page: 'company/AddComboPage', title: 'companyAddCombo', auth: true },
  { path: '/company/orderDetail', page: 'company/OrderDetailPage', title: 'companyOrderDetail', auth: true,
    help: true },
  { path: '/company/orderInfo', page: 'company/OrderInfoPage', title: 'companyOrderInfo', auth: true,
    query: { id: positiveInt } },
  { path: '/company/orderSuccess/:orderinfo', page: 'company/OrderSuccessPage', title: 'companyOrderSuccess',
    auth: true },
  { path: '/company/teamRegister', page: 'company/TeamRegisterPage', title: 'teamRegister', auth: true },
  { path: '/reports', page: 'reports/ReportCentrePage', title: 'reports', auth: true, help: true,
    query: { profileId: positiveInt, tab: oneOf('processing', 'completed', 'other') } },
  // repid: the exam's number, as the report centre's entries carry it.
  { path: '/report', page: 'reports/ReportDetailPage', title: 'report', auth: true, help: true,
    query: { repid: text } },
  // No login: the key and the name open the PDF; the server checks its switches.
  { path: '/pdfreport', page: 'reports/PdfReportPage', title: 'pdfReport',
    query: { reportKey: text, name: text } },
  // Issue 29: a report's shares (tjbh: its exam number); the reader's page, no login (t: the
  // link's token), reached from outside.
  { path: '/report/share', page: 'shares/ShareManagePage', title: 'reportShare', auth: true,
    query: { tjbh: text } },
  { path: '/shared', page: 'shares/SharedReportPage', title: 'sharedReport', entry: true, query: { t: text } },
  { path: '/report/compareList', page: 'reports/CompareListPage', title: 'compareList', auth: true,
    query: { profileId: positiveInt } },
  // tjbh: the exam numbers to compare, comma-joined.
  { path: '/report/comparePage', page: 'reports/ComparePage', title: 'comparePage', auth: true,
    query: { tjbh: text, tab: oneOf('physical', 'lab', 'imaging') } },
  // Issue 29: tjbh the exam summarised; compare the exams it is compared with, comma-joined.
  { path: '/report/summary', page: 'reports/DoctorSummaryPage', title: 'doctorSummary', auth: true,
    help: true, query: { tjbh: text, compare: text } },
  // reason: why the state page sent the patient back.
  { path: '/queue/login', page: 'queue/QueueLoginPage', title: 'queueLogin', help: true,
    query: { examno: text, authkey: text, reason: oneOf('expired', 'failed') } },
  { path: '/queue/state', page: 'queue/QueueStatePage', title: 'queueState' },
  { path: '/queue', page: 'queue/MyQueuePage', title: 'queue', auth: true, help: true },
  { path: '/guideline', page: 'queue/GuidelinePage', title: 'guideline', auth: true },
  // The SSO doors read their many spellings themselves (domains/session/ssoDoors.ts).
  { path: '/portal', page: 'sso/SsoDoorPage', title: 'sso', entry: true },
  { path: '/ssoLogin', page: 'sso/SsoDoorPage', title: 'sso', entry: true },
  { path: '/sso', page: 'sso/SsoDoorPage', title: 'sso', entry: true },
] as const satisfies readonly RouteRow[];

export const ROUTES: readonly RouteRow[] = TABLE;

/** What a path of no route opens. */
export const NOT_FOUND_META: RouteRow = {
  path: '*',
  page: 'system/NotFoundPage',
  title: 'notFound',
  hospIdExempt: true,
};

registerRoutes(ROUTES);

declare module '@/kit/routes' {
  interface RouteRegister {
    table: typeof TABLE;
  }
}
