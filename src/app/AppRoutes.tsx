import { Route, Routes } from 'react-router-dom';
import { NOT_FOUND_META, ROUTES } from '@/kit/routes';
import { NotFoundPage, pageOf } from './pages';
import { RouteShell } from './RouteShell';

export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map((meta) => (
        <Route
          key={meta.path}
          path={meta.path}
          element={
            <RouteShell meta={meta} page={meta.developing ? undefined : pageOf(meta.path)} />
          }
        />
      ))}
      <Route path="*" element={<RouteShell meta={NOT_FOUND_META} page={NotFoundPage} />} />
    </Routes>
  );
}
