// The in-development block: no route of the table is marked `developing` today, so this file
// adds one (and a twin that is not marked) to the table the app's routes render, and opens it.
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../locales/en/common.json';
import zh from '../../locales/zh-CN/common.json';
import { setUpComponentTests } from '@/kit/testSetup';
import type { RouteRow } from '@/kit/routes';
import { AppRoutes } from './AppRoutes';
import type * as LazyModules from './lazyModules';
import type * as RouteTable from './routeTable';

// Two rows of the same page, which records that it was loaded and gives a stand-in.
const probe = vi.hoisted(() => ({
  page: vi.fn(async () => ({ default: () => <p>the page itself</p> })),
  developing: { path: '/probe-developing', title: 'about', developing: true },
  ready: { path: '/probe-ready', title: 'about' },
}));

vi.mock('./routeTable', async (importOriginal) => {
  const actual = await importOriginal<typeof RouteTable>();
  const rows: RouteRow[] = [probe.developing, probe.ready];
  return { ...actual, ROUTES: [...actual.ROUTES, ...rows] };
});

vi.mock('./lazyModules', async (importOriginal) => {
  const actual = await importOriginal<typeof LazyModules>();
  const PAGE_LOADERS = { ...actual.PAGE_LOADERS };
  Object.assign(PAGE_LOADERS, {
    [probe.developing.path]: probe.page,
    [probe.ready.path]: probe.page,
  });
  return { ...actual, PAGE_LOADERS };
});

setUpComponentTests('common', zh, en);
beforeEach(() => probe.page.mockClear());

function openAt(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[`${path}?hospid=1`]}>{children}</MemoryRouter>
    </Provider>
  );
  return render(<AppRoutes />, { wrapper });
}

describe('a route marked developing', () => {
  it('shows the in-development notice in Chinese and never loads its page', async () => {
    openAt(probe.developing.path);
    const notice = await screen.findByTestId('developing');
    expect(notice.textContent).toContain('功能开发中，敬请期待');
    expect(screen.queryByText('the page itself')).toBeNull();
    expect(probe.page).not.toHaveBeenCalled();
  });

  it('is the mark alone: the same page on an unmarked route loads and shows', async () => {
    openAt(probe.ready.path);
    expect(await screen.findByText('the page itself')).toBeTruthy();
    expect(probe.page).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('developing')).toBeNull();
  });
});
