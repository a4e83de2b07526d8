import { Route, Routes } from 'react-router-dom';
import { pageOf } from './pages';
import { NOT_FOUND_META, ROUTES } from './routeTable';
import { RouteShell } from './RouteShell';

export function AppRoutes() {
  return (
    <Routes>
      {ROUTES.map((row) => (
        <Route
          key={row.path}
          path={row.path}
          element={<RouteShell meta={row} page={row.developing ? undefined : pageOf(row)} />}
        />
      ))}
      <Route
        path="*"
        element={<RouteShell meta={NOT_FOUND_META} page={pageOf(NOT_FOUND_META)} />}
      />
    </Routes>
  );
}
