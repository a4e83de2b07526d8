import type { HomeModule, HospAsset } from '@/contract';
import type { AppPath } from '@/kit/routes';

/** The service menu's entries, keyed by module code, and the route each opens. */
export const MODULE_ROUTES = {
  checkup: '/packageList',
  'team-checkup': '/company/orderlist',
  about: '/about',
  survey: '/survey',
  notice: '/notice',
  location: '/location',
  queue: '/queue',
  guideline: '/guideline',
  reportList: '/reports',
  feedback: '/feedback',
  companyTeamRegister: '/company/teamRegister',
  articles: '/articles',
  /** Not in the spec's list: the mini-program launch page, when the hospital lists it. */
  weapp: '/weapp',
} as const satisfies Record<string, AppPath>;

export type ModuleCode = keyof typeof MODULE_ROUTES;

export const MODULE_HIDDEN_STATUS = 2;

export interface MenuEntry {
  code: ModuleCode;
  route: AppPath;
  /** The hospital's name for the entry; null when it gave none (shown as "unnamed"). */
  name: string | null;
}

function isModuleCode(code: string): code is ModuleCode {
  return Object.prototype.hasOwnProperty.call(MODULE_ROUTES, code);
}

/**
 * The spec's rules: an entry shows only when the hospital's module list has it with a
 * status other than 2; it carries the hospital's name, or none. The list's order is the
 * hospital's order; unknown codes and repeats are ignored.
 */
export function visibleMenu(modules: readonly HomeModule[]): MenuEntry[] {
  const seen = new Set<string>();
  const entries: MenuEntry[] = [];
  for (const m of modules) {
    if (!isModuleCode(m.code) || seen.has(m.code)) continue;
    seen.add(m.code);
    if (m.status === MODULE_HIDDEN_STATUS) continue;
    const name = m.name?.trim() ? m.name.trim() : null;
    entries.push({ code: m.code, route: MODULE_ROUTES[m.code], name });
  }
  return entries;
}

export function isModuleVisible(modules: readonly HomeModule[], code: ModuleCode): boolean {
  return visibleMenu(modules).some((e) => e.code === code);
}

/** The home page's main promo images: each needs its picture and its module switched on. */
export const PROMOS = [
  { key: 'survey', asset: 'promo_survey', module: 'survey', route: '/survey' },
  {
    key: 'personalAppointment',
    asset: 'promo_personalAppointment',
    module: 'checkup',
    route: '/packageList',
  },
  {
    key: 'companyAppointment',
    asset: 'promo_companyAppointment',
    module: 'team-checkup',
    route: '/company/orderlist',
  },
] as const;

export interface Promo {
  key: (typeof PROMOS)[number]['key'];
  imageUrl: string;
  route: AppPath;
}

export function visiblePromos(
  assets: readonly HospAsset[],
  modules: readonly HomeModule[],
): Promo[] {
  const shown = new Set(visibleMenu(modules).map((e) => e.code));
  return PROMOS.flatMap((p) => {
    const asset = assets.find((a) => a.name === p.asset && a.value.trim() !== '');
    return asset && shown.has(p.module)
      ? [{ key: p.key, imageUrl: asset.value, route: p.route }]
      : [];
  });
}
