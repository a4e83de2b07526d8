/**
 * Every route of the spec with what the shell needs to know before loading the page:
 * its title (a key of the `routes` namespace), whether it needs a login, whether its
 * issue is still being built (developing), and whether it is exempt from the branch (hospid).
 */
export interface RouteMeta {
  readonly path: string;
  title: string;
  auth?: boolean;
  developing?: boolean;
  hospIdExempt?: boolean;
  /** Shows the bottom tab bar. */
  tab?: boolean;
  /** A page people arrive on from outside (QR code, error): no back arrow. */
  entry?: boolean;
  /** A step where patients get stuck: the elder mode offers a call to the centre on it. */
  help?: boolean;
}

const TABLE = [
  { path: '/', title: 'home', tab: true },
  { path: '/union', title: 'union', hospIdExempt: true, entry: true },
  { path: '/error', title: 'error', hospIdExempt: true, entry: true },
  { path: '/about', title: 'about' },
  { path: '/notice', title: 'notice' },
  { path: '/articles', title: 'articles' },
  { path: '/article', title: 'article' },
  { path: '/location', title: 'location' },
  { path: '/faq', title: 'faq' },
  { path: '/feedback', title: 'feedback', auth: true },
  { path: '/weapp', title: 'weapp' },
  { path: '/survey', title: 'survey' },
  { path: '/survey/fill', title: 'surveyFill', auth: true },
  { path: '/survey/detail', title: 'surveyDetail', auth: true },
  { path: '/survey/recommend', title: 'surveyRecommend', auth: true },
  { path: '/survey/project', title: 'surveyProject', auth: true },
  { path: '/survey/success', title: 'surveySuccess' },
  { path: '/packageList', title: 'packageList', tab: true },
  { path: '/packageDetail', title: 'packageDetail' },
  { path: '/customProject', title: 'customProject' },
  { path: '/namelist', title: 'namelist', auth: true },
  { path: '/submitOrder', title: 'submitOrder', auth: true, help: true },
  { path: '/orderSuccess', title: 'orderSuccess', help: true },
  { path: '/orderPayResult', title: 'orderPayResult', help: true },
  { path: '/orderPayResultWN', title: 'orderPayResult' },
  { path: '/orderlist', title: 'orderlist', auth: true },
  { path: '/orderinfo', title: 'orderinfo', auth: true, help: true },
  { path: '/login', title: 'login', help: true },
  { path: '/signup', title: 'signup', help: true },
  { path: '/signup_profile', title: 'signupProfile' },
  { path: '/userCenter', title: 'userCenter', tab: true },
  { path: '/user/editpwd', title: 'editPassword' },
  { path: '/user/addProfile', title: 'addProfile', auth: true },
  { path: '/user/editProfile', title: 'editProfile', auth: true },
  { path: '/user/profileList', title: 'profileList', auth: true },
  { path: '/company/orderlist', title: 'companyOrderList', auth: true },
  { path: '/company/groupSelect', title: 'companyGroupSelect', auth: true },
  { path: '/company/orderAddItem', title: 'companyAddItem', auth: true },
  { path: '/company/orderAddCombo', title: 'companyAddCombo', auth: true },
  { path: '/company/orderDetail', title: 'companyOrderDetail', auth: true, help: true },
  { path: '/company/orderInfo', title: 'companyOrderInfo', auth: true },
  {
    path: '/company/orderSuccess/:orderinfo',
    title: 'companyOrderSuccess',
    auth: true,
  },
  { path: '/company/teamRegister', title: 'teamRegister', auth: true },
  { path: '/reports', title: 'reports', auth: true, help: true },
  { path: '/report', title: 'report', auth: true, help: true },
  { path: '/pdfreport', title: 'pdfReport' },
  { path: '/report/compareList', title: 'compareList', auth: true },
  { path: '/report/comparePage', title: 'comparePage', auth: true },
  { path: '/queue/login', title: 'queueLogin', help: true },
  { path: '/queue/state', title: 'queueState' },
  { path: '/queue', title: 'queue', auth: true, help: true },
  { path: '/guideline', title: 'guideline', auth: true },
  { path: '/portal', title: 'sso', entry: true },
  { path: '/ssoLogin', title: 'sso', entry: true },
  { path: '/sso', title: 'sso', entry: true },
] as const satisfies readonly RouteMeta[];

export const ROUTES: readonly RouteMeta[] = TABLE;

type Concrete<P extends string> = P extends `${infer Head}/:${string}` ? `${Head}/${string}` : P;

/** A path of the route table, a param segment standing for any value. */
export type AppPath = Concrete<(typeof TABLE)[number]['path']>;

/** A link inside the app: a path of the route table, with or without a query. */
export type Href = AppPath | `${AppPath}?${string}`;

/** The link to `path` with `query` encoded; absent values are left out. */
export function href(
  path: AppPath,
  query: Record<string, string | number | null | undefined> = {},
): Href {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== null && value !== undefined) params.set(name, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export const NOT_FOUND_META: RouteMeta = { path: '*', title: 'notFound', hospIdExempt: true };

function matches(pattern: string, pathname: string): boolean {
  const a = pattern.split('/');
  const b = pathname.replace(/\/+$/, '').split('/');
  if (pattern === '/') return pathname === '/' || pathname === '';
  return a.length === b.length && a.every((seg, i) => seg.startsWith(':') || seg === b[i]);
}

/** The meta of the route a pathname (no query) opens; the not-found meta when none. */
export function findRoute(pathname: string): RouteMeta {
  return ROUTES.find((r) => matches(r.path, pathname)) ?? NOT_FOUND_META;
}

/** Whether a link to `route` (with or without query) must be stopped as "in development". */
export function isDeveloping(route: string): boolean {
  return findRoute(route.split('?', 1)[0] ?? '/').developing === true;
}
