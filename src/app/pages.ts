import { lazy, type ComponentType } from 'react';
import type { AppPath } from '@/kit/routes';
import type * as CompanyPages from '@/features/company/pages';

// Each page is its own chunk, loaded with its route.
export const loadHome = () => import('@/features/home/HomePage');

const SsoDoorPage = lazy(() => import('@/features/sso/SsoDoorPage'));
const ProfileFormPage = lazy(() => import('@/features/profiles/ProfileFormPage'));
const PayResultPage = lazy(() => import('@/features/booking/PayResultPage'));

// The company area's pages share one chunk: one dynamic import costs the first load less.
const company = (name: keyof typeof CompanyPages) =>
  lazy(() => import('@/features/company/pages').then((m) => ({ default: m[name] })));

export const pages: Partial<Record<string, ComponentType>> = {
  '/': lazy(loadHome),
  '/union': lazy(() => import('@/features/union/UnionPage')),
  '/error': lazy(() => import('@/features/system/ErrorPage')),
  '/login': lazy(() => import('@/features/account/LoginPage')),
  '/signup': lazy(() => import('@/features/account/SignupPage')),
  '/signup_profile': lazy(() => import('@/features/account/SignupProfilePage')),
  '/user/editpwd': lazy(() => import('@/features/account/EditPasswordPage')),
  '/userCenter': lazy(() => import('@/features/account/UserCenterPage')),
  '/packageList': lazy(() => import('@/features/catalog/PackageListPage')),
  '/packageDetail': lazy(() => import('@/features/catalog/PackageDetailPage')),
  '/namelist': lazy(() => import('@/features/catalog/NameListPage')),
  '/customProject': lazy(() => import('@/features/catalog/CustomProjectPage')),
  '/submitOrder': lazy(() => import('@/features/booking/SubmitOrderPage')),
  '/orderSuccess': lazy(() => import('@/features/booking/OrderSuccessPage')),
  '/orderPayResult': PayResultPage,
  '/orderPayResultWN': PayResultPage,
  '/orderlist': lazy(() => import('@/features/orders/OrderListPage')),
  '/orderinfo': lazy(() => import('@/features/orders/OrderDetailPage')),
  '/user/profileList': lazy(() => import('@/features/profiles/ProfileListPage')),
  '/user/addProfile': ProfileFormPage,
  '/user/editProfile': ProfileFormPage,
  '/articles': lazy(() => import('@/features/content/ArticlesPage')),
  '/article': lazy(() => import('@/features/content/ArticlePage')),
  '/faq': lazy(() => import('@/features/content/FaqPage')),
  '/notice': lazy(() => import('@/features/info/NoticePage')),
  '/about': lazy(() => import('@/features/info/AboutPage')),
  '/location': lazy(() => import('@/features/info/LocationPage')),
  '/feedback': lazy(() => import('@/features/info/FeedbackPage')),
  '/weapp': lazy(() => import('@/features/info/WeappPage')),
  '/company/orderlist': company('CompanyOrderListPage'),
  '/company/groupSelect': company('GroupSelectPage'),
  '/company/orderAddItem': company('AddItemPage'),
  '/company/orderAddCombo': company('AddComboPage'),
  '/company/orderDetail': company('CompanyOrderDetailPage'),
  '/company/orderInfo': company('CompanyOrderInfoPage'),
  '/company/orderSuccess/:orderinfo': company('CompanyOrderSuccessPage'),
  '/company/teamRegister': company('TeamRegisterPage'),
  '/ssoLogin': SsoDoorPage,
  '/sso': SsoDoorPage,
  '/portal': SsoDoorPage,
} satisfies Partial<Record<AppPath, ComponentType>>;

export const NotFoundPage = lazy(() => import('@/features/system/NotFoundPage'));
