import type { ComponentType } from 'react';
import type { RoutePath } from '@/kit/routes';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/**
 * Every route's page but home's, by its path in the route table ('*': a path of no route),
 * each its own chunk. They sit in the chunk of the strings' loaders (lazyModules.ts), not in
 * the route table, because the table is in every first load and a loader weighs about 60
 * bytes gzipped there (the list of files Vite adds to it): 3.8 KB that home, whose page
 * src/app/pages.ts loads itself, never uses. A deep link starts that chunk from index.html
 * (src/app/earlyStart.ts), and any other page waits for it anyway for its strings; the type
 * below makes a route without its page, or a page without its route, a compile error.
 */
// prettier-ignore
export const PAGE_LOADERS: Record<Exclude<RoutePath, '/'> | '*', PageLoader> = {
  '/union': () => import('@/features/union/UnionPage'),
  '/error': () => import('@/features/system/ErrorPage'),
  '/about': () => import('@/features/info/AboutPage'),
  '/notice': () => import('@/features/info/NoticePage'),
  '/articles': () => import('@/features/content/ArticlesPage'),
  '/article': () => import('@/features/content/ArticlePage'),
  '/location': () => import('@/features/info/LocationPage'),
  '/faq': () => import('@/features/content/FaqPage'),
  '/feedback': () => import('@/features/info/FeedbackPage'),
  '/weapp': () => import('@/features/info/WeappPage'),
  '/survey': () => import('@/features/surveys/SurveyStartPage'),
  '/survey/fill': () => import('@/features/surveys/SurveyFillPage'),
  '/survey/detail': () => import('@/features/surveys/SurveyDetailPage'),
  '/survey/recommend': () => import('@/features/surveys/SurveyRecommendPage'),
  '/survey/project': () => import('@/features/surveys/SurveyProjectPage'),
  '/survey/success': () => import('@/features/surveys/SurveySuccessPage'),
  '/packageList': () => import('@/features/catalog/PackageListPage'),
  '/packageDetail': () => import('@/features/catalog/PackageDetailPage'),
  '/customProject': () => import('@/features/catalog/CustomProjectPage'),
  '/namelist': () => import('@/features/catalog/NameListPage'),
  '/submitOrder': () => import('@/features/booking/SubmitOrderPage'),
  '/orderSuccess': () => import('@/features/booking/OrderSuccessPage'),
  '/orderPayResult': () => import('@/features/booking/PayResultPage'),
  '/orderPayResultWN': () => import('@/features/booking/PayResultPage'),
  '/orderlist': () => import('@/features/orders/OrderListPage'),
  '/orderinfo': () => import('@/features/orders/OrderDetailPage'),
  '/login': () => import('@/features/account/LoginPage'),
  '/signup': () => import('@/features/account/SignupPage'),
  '/signup_profile': () => import('@/features/account/SignupProfilePage'),
  '/userCenter': () => import('@/features/account/UserCenterPage'),
  '/user/editpwd': () => import('@/features/account/EditPasswordPage'),
  '/user/sessions': () => import('@/features/account/SessionsPage'),
  '/user/addProfile': () => import('@/features/profiles/ProfileFormPage'),
  '/user/editProfile': () => import('@/features/profiles/ProfileFormPage'),
  '/user/profileList': () => import('@/features/profiles/ProfileListPage'),
  '/company/orderlist': () => import('@/features/company/OrderListPage'),
  '/company/groupSelect': () => import('@/features/company/GroupSelectPage'),
  '/company/orderAddItem': () => import('@/features/company/AddItemPage'),
  '/company/orderAddCombo': () => import('@/features/company/AddComboPage'),
  '/company/orderDetail': () => import('@/features/company/OrderDetailPage'),
  '/company/orderInfo': () => import('@/features/company/OrderInfoPage'),
  '/company/orderSuccess/:orderinfo': () => import('@/features/company/OrderSuccessPage'),
  '/company/teamRegister': () => import('@/features/company/TeamRegisterPage'),
  '/reports': () => import('@/features/reports/ReportCentrePage'),
  '/report': () => import('@/features/reports/ReportDetailPage'),
  '/pdfreport': () => import('@/features/reports/PdfReportPage'),
  '/report/share': () => import('@/features/shares/ShareManagePage'),
  '/shared': () => import('@/features/shares/SharedReportPage'),
  '/report/compareList': () => import('@/features/reports/CompareListPage'),
  '/report/comparePage': () => import('@/features/reports/ComparePage'),
  '/report/summary': () => import('@/features/reports/DoctorSummaryPage'),
  '/queue/login': () => import('@/features/queue/QueueLoginPage'),
  '/queue/state': () => import('@/features/queue/QueueStatePage'),
  '/queue': () => import('@/features/queue/MyQueuePage'),
  '/guideline': () => import('@/features/queue/GuidelinePage'),
  '/portal': () => import('@/features/sso/SsoDoorPage'),
  '/ssoLogin': () => import('@/features/sso/SsoDoorPage'),
  '/sso': () => import('@/features/sso/SsoDoorPage'),
  '*': () => import('@/features/system/NotFoundPage'),
};
