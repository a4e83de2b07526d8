import { describe, it, expect } from 'vitest';
import type { HomeModule, HospAsset } from '@/contract';
import {
  MODULE_HIDDEN_STATUS,
  MODULE_ROUTES,
  isModuleVisible,
  visibleMenu,
  visiblePromos,
  type ModuleCode,
} from './modules';

function mod(code: string, status = 1, name: string | null = `name-${code}`): HomeModule {
  return { code, name, status };
}

describe('visibleMenu', () => {
  it('returns nothing for an empty module list', () => {
    expect(visibleMenu([])).toEqual([]);
  });

  it('shows a known module whose status is not 2, with its route and name', () => {
    expect(visibleMenu([mod('checkup', 1, 'Checkups')])).toEqual([
      { code: 'checkup', route: '/packageList', name: 'Checkups' },
    ]);
  });

  it('hides a module whose status is 2', () => {
    expect(MODULE_HIDDEN_STATUS).toBe(2);
    expect(visibleMenu([mod('checkup', 2), mod('about', 1)]).map((e) => e.code)).toEqual(['about']);
  });

  it('shows modules with any status other than 2 (0, 1, 3, -1)', () => {
    const list = [mod('about', 0), mod('survey', 1), mod('notice', 3), mod('queue', -1)];
    expect(visibleMenu(list).map((e) => e.code)).toEqual(['about', 'survey', 'notice', 'queue']);
  });

  it('does not show a module that is absent from the hospital list', () => {
    const codes = visibleMenu([mod('about')]).map((e) => e.code);
    expect(codes).not.toContain('checkup');
    expect(codes).toHaveLength(1);
  });

  it('ignores unknown codes, including inherited object keys', () => {
    const list = [mod('unknown'), mod('toString'), mod('__proto__'), mod('Checkup'), mod('about')];
    expect(visibleMenu(list)).toEqual([{ code: 'about', route: '/about', name: 'name-about' }]);
  });

  it('keeps the hospital list order, not the MODULE_ROUTES order', () => {
    const list = [mod('articles'), mod('checkup'), mod('feedback'), mod('about')];
    expect(visibleMenu(list).map((e) => e.code)).toEqual([
      'articles',
      'checkup',
      'feedback',
      'about',
    ]);
  });

  it('ignores repeated codes: the first occurrence wins (name)', () => {
    const list = [mod('survey', 1, 'First'), mod('survey', 1, 'Second')];
    expect(visibleMenu(list)).toEqual([{ code: 'survey', route: '/survey', name: 'First' }]);
  });

  it('ignores repeated codes: a first hidden occurrence keeps the module hidden', () => {
    expect(visibleMenu([mod('survey', 2), mod('survey', 1)])).toEqual([]);
  });

  it('ignores repeated codes: a later hidden occurrence does not hide it', () => {
    expect(visibleMenu([mod('survey', 1, 'S'), mod('survey', 2)])).toEqual([
      { code: 'survey', route: '/survey', name: 'S' },
    ]);
  });

  it('gives a null name when the hospital name is null, empty or whitespace', () => {
    const list = [mod('about', 1, null), mod('notice', 1, ''), mod('queue', 1, ' \t\n ')];
    expect(visibleMenu(list).map((e) => e.name)).toEqual([null, null, null]);
  });

  it('trims the hospital name', () => {
    expect(visibleMenu([mod('about', 1, '  About us  ')])[0]?.name).toBe('About us');
  });

  it('takes each route from MODULE_ROUTES', () => {
    const codes = Object.keys(MODULE_ROUTES) as ModuleCode[];
    const entries = visibleMenu(codes.map((c) => mod(c)));
    expect(entries).toHaveLength(codes.length);
    for (const e of entries) expect(e.route).toBe(MODULE_ROUTES[e.code]);
    expect(entries.find((e) => e.code === 'team-checkup')?.route).toBe('/company/orderlist');
    expect(entries.find((e) => e.code === 'reportList')?.route).toBe('/reports');
  });
});

describe('isModuleVisible', () => {
  it('is true only for a listed module not hidden', () => {
    const list = [mod('survey', 1), mod('checkup', 2)];
    expect(isModuleVisible(list, 'survey')).toBe(true);
    expect(isModuleVisible(list, 'checkup')).toBe(false);
    expect(isModuleVisible(list, 'about')).toBe(false);
  });
});

describe('visiblePromos', () => {
  const allAssets: HospAsset[] = [
    { name: 'promo_survey', value: 'survey.png' },
    { name: 'promo_personalAppointment', value: 'personal.png' },
    { name: 'promo_companyAppointment', value: 'company.png' },
  ];
  const allModules = [mod('survey'), mod('checkup'), mod('team-checkup')];

  it('shows every promo when its asset and module are present', () => {
    expect(visiblePromos(allAssets, allModules)).toEqual([
      { key: 'survey', imageUrl: 'survey.png', route: '/survey' },
      { key: 'personalAppointment', imageUrl: 'personal.png', route: '/packageList' },
      { key: 'companyAppointment', imageUrl: 'company.png', route: '/company/orderlist' },
    ]);
  });

  it('hides a promo whose asset is missing', () => {
    const assets = allAssets.filter((a) => a.name !== 'promo_personalAppointment');
    expect(visiblePromos(assets, allModules).map((p) => p.key)).toEqual([
      'survey',
      'companyAppointment',
    ]);
  });

  it('hides a promo whose asset value is empty or blank', () => {
    const assets: HospAsset[] = [
      { name: 'promo_survey', value: '' },
      { name: 'promo_personalAppointment', value: '   ' },
      { name: 'promo_companyAppointment', value: 'company.png' },
    ];
    expect(visiblePromos(assets, allModules).map((p) => p.key)).toEqual(['companyAppointment']);
  });

  it('uses a later non-blank asset of the same name when the first is blank', () => {
    const assets: HospAsset[] = [
      { name: 'promo_survey', value: ' ' },
      { name: 'promo_survey', value: 'real.png' },
    ];
    expect(visiblePromos(assets, [mod('survey')])).toEqual([
      { key: 'survey', imageUrl: 'real.png', route: '/survey' },
    ]);
  });

  it('hides a promo whose module is hidden (status 2)', () => {
    const modules = [mod('survey', 2), mod('checkup'), mod('team-checkup')];
    expect(visiblePromos(allAssets, modules).map((p) => p.key)).toEqual([
      'personalAppointment',
      'companyAppointment',
    ]);
  });

  it('hides a promo whose module is absent from the list', () => {
    expect(visiblePromos(allAssets, [mod('checkup')]).map((p) => p.key)).toEqual([
      'personalAppointment',
    ]);
    expect(visiblePromos(allAssets, [])).toEqual([]);
  });

  it('shows nothing without assets even when modules are on', () => {
    expect(visiblePromos([], allModules)).toEqual([]);
  });

  it('ignores assets with other names', () => {
    const assets: HospAsset[] = [{ name: 'promo_other', value: 'x.png' }];
    expect(visiblePromos(assets, allModules)).toEqual([]);
  });
});
