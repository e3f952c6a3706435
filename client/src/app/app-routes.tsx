import { useMemo } from 'react';
import { useLocation, useRoutes } from 'react-router';
import { PageHandleContext } from '@/components/layout/page-handle';
import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { pageHandleAt } from './page-match';
import { routes } from './page-tree';

/** The route table rendered for the current location, in the browser and on the server alike. */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  const handle = useMemo(() => pageHandleAt(location.pathname), [location.pathname]);
  return (
    <RouteErrorBoundary locationKey={location.key}>
      <PageHandleContext value={handle}>{element}</PageHandleContext>
    </RouteErrorBoundary>
  );
}
