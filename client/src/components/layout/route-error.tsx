import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';

/** errorElement of the root route: logs what broke, shows the global error screen. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error('Route error', error), [error]);
  return <ErrorScreen />;
}
