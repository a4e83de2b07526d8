import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { oneOf, positiveInt, text } from './routeQuery';
import { registerRoutes } from './routes';
import { useRouteQuery, useSetRouteQuery } from './useRouteQuery';

beforeAll(() =>
  registerRoutes([
    { path: '/article', title: 'article', query: { id: positiveInt } },
    {
      path: '/orderlist',
      title: 'orderlist',
      query: { tab: oneOf('booked', 'examined') },
    },
    { path: '/orderinfo', title: 'o', query: { orderNo: text } },
  ]),
);

const at =
  (entry: string) =>
  ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[entry]}>{children}</MemoryRouter>
  );

describe('useRouteQuery', () => {
  it("reads the URL's query as the route declares it", () => {
    const { result } = renderHook(() => useRouteQuery('/article'), {
      wrapper: at('/article?id=42&hospid=1'),
    });
    expect(result.current).toEqual({ id: 42 });
  });

  it('reads a value that is not what the route expects as absent', () => {
    const { result } = renderHook(() => useRouteQuery('/article'), {
      wrapper: at('/article?id=abc'),
    });
    expect(result.current.id).toBeUndefined();
  });

  it('gives the same object while the query stays, so effects on it do not run again', () => {
    const { result, rerender } = renderHook(() => useRouteQuery('/orderinfo'), {
      wrapper: at('/orderinfo?orderNo=A1'),
    });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
    expect(first.orderNo).toBe('A1');
  });
});

describe('useSetRouteQuery', () => {
  it('changes a value in place, keeps the rest of the query and takes no history entry', () => {
    const { result } = renderHook(
      () => ({
        query: useRouteQuery('/orderlist'),
        set: useSetRouteQuery('/orderlist'),
        search: useLocation().search,
        how: useNavigationType(),
      }),
      { wrapper: at('/orderlist?hospid=3&tab=booked&lang=en') },
    );
    expect(result.current.query.tab).toBe('booked');
    act(() => result.current.set({ tab: 'examined' }));
    expect(result.current.query.tab).toBe('examined');
    expect(result.current.search).toBe('?hospid=3&tab=examined&lang=en');
    expect(result.current.how).toBe('REPLACE');
    act(() => result.current.set({ tab: null }));
    expect(result.current.search).toBe('?hospid=3&lang=en');
  });
});
