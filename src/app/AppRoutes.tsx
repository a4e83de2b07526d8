import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NOT_FOUND_META, ROUTES } from '@/lib/routeMeta';
import { RouteShell } from './RouteShell';

type Page = LazyExoticComponent<ComponentType>;

// Pages load with their route; a route with no page here is still in development.
const pages: Record<string, Page> = {
  '/': lazy(() => import('@/features/home/HomePage')),
  '/union': lazy(() => import('@/features/union/UnionPage')),
  '/error': lazy(() => import('@/features/system/ErrorPage')),
};
const NotFoundPage = lazy(() => import('@/features/system/NotFoundPage'));

export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map((meta) => (
        <Route
          key={meta.path}
          path={meta.path}
          element={<RouteShell meta={meta} page={meta.developing ? undefined : pages[meta.path]} />}
        />
      ))}
      <Route path="*" element={<RouteShell meta={NOT_FOUND_META} page={NotFoundPage} />} />
    </Routes>
  );
}
