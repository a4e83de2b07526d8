import type { ComponentType } from 'react';
import type { AppPath } from '@/kit/routes';

export type PageLoader = () => Promise<{ default: ComponentType }>;

const loadSsoDoor: PageLoader = () => import('@/features/sso/SsoDoorPage');
const loadProfileForm: PageLoader = () => import('@/features/profiles/ProfileFormPage');
const loadPayResult: PageLoader = () => import('@/features/booking/PayResultPage');

/**
 * Every route's page but home's, each its own chunk. This table is a chunk of its own too:
 * a route added here weighs nothing on the first visit, which most often opens home.
 */
export const pageLoaders = {
  '/union': () => import('@/features/union/UnionPage'),
  '/error': () => import('@/features/system/ErrorPage'),
  '/login': () => import('@/features/account/LoginPage'),
  '/signup': () => import('@/features/account/SignupPage'),
  '/signup_profile': () => import('@/features/account/SignupProfilePage'),
  '/user/editpwd': () => import('@/features/account/EditPasswordPage'),
  '/userCenter': () => import('@/features/account/UserCenterPage'),
  '/packageList': () => import('@/features/catalog/PackageListPage'),
  '/packageDetail': () => import('@/features/catalog/PackageDetailPage'),
  '/namelist': () => import('@/features/catalog/NameListPage'),
  '/customProject': () => import('@/features/catalog/CustomProjectPage'),
  '/submitOrder': () => import('@/features/booking/SubmitOrderPage'),
  '/orderSuccess': () => import('@/features/booking/OrderSuccessPage'),
  '/orderPayResult': loadPayResult,
  '/orderPayResultWN': loadPayResult,
  '/orderlist': () => import('@/features/orders/OrderListPage'),
  '/orderinfo': () => import('@/features/orders/OrderDetailPage'),
  '/user/profileList': () => import('@/features/profiles/ProfileListPage'),
  '/user/addProfile': loadProfileForm,
  '/user/editProfile': loadProfileForm,
  '/articles': () => import('@/features/content/ArticlesPage'),
  '/article': () => import('@/features/content/ArticlePage'),
  '/faq': () => import('@/features/content/FaqPage'),
  '/notice': () => import('@/features/info/NoticePage'),
  '/about': () => import('@/features/info/AboutPage'),
  '/location': () => import('@/features/info/LocationPage'),
  '/feedback': () => import('@/features/info/FeedbackPage'),
  '/weapp': () => import('@/features/info/WeappPage'),
  '/reports': () => import('@/features/reports/ReportCentrePage'),
  '/report/compareList': () => import('@/features/reports/CompareListPage'),
  '/report/comparePage': () => import('@/features/reports/ComparePage'),
  '/queue/login': () => import('@/features/queue/QueueLoginPage'),
  '/queue/state': () => import('@/features/queue/QueueStatePage'),
  '/queue': () => import('@/features/queue/MyQueuePage'),
  '/guideline': () => import('@/features/queue/GuidelinePage'),
  '/report': () => import('@/features/reports/ReportDetailPage'),
  '/pdfreport': () => import('@/features/reports/PdfReportPage'),
  '/survey': () => import('@/features/surveys/SurveyStartPage'),
  '/survey/fill': () => import('@/features/surveys/SurveyFillPage'),
  '/survey/detail': () => import('@/features/surveys/SurveyDetailPage'),
  '/survey/recommend': () => import('@/features/surveys/SurveyRecommendPage'),
  '/survey/project': () => import('@/features/surveys/SurveyProjectPage'),
  '/survey/success': () => import('@/features/surveys/SurveySuccessPage'),
  '/company/orderlist': () => import('@/features/company/OrderListPage'),
  '/company/groupSelect': () => import('@/features/company/GroupSelectPage'),
  '/company/orderAddItem': () => import('@/features/company/AddItemPage'),
  '/company/orderAddCombo': () => import('@/features/company/AddComboPage'),
  '/company/orderDetail': () => import('@/features/company/OrderDetailPage'),
  '/company/orderInfo': () => import('@/features/company/OrderInfoPage'),
  '/company/orderSuccess/:orderinfo': () => import('@/features/company/OrderSuccessPage'),
  '/company/teamRegister': () => import('@/features/company/TeamRegisterPage'),
  '/ssoLogin': loadSsoDoor,
  '/sso': loadSsoDoor,
  '/portal': loadSsoDoor,
} satisfies Partial<Record<AppPath, PageLoader>>;

export const loadNotFound: PageLoader = () => import('@/features/system/NotFoundPage');
