import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppRoot } from '@/app/app-root';
import { createAppRouter } from '@/app/router';
import { readInitialData, seedQueryCache } from '@/lib/initial-data';
import { createQueryClient } from '@/lib/query-client';

/**
 * Brings the page to life: hydrates the server's markup in `root`, or renders into an empty
 * root (the admin, or a page whose server rendering failed).
 */
export async function startApp(root: HTMLElement): Promise<void> {
  const hydrating = root.hasChildNodes();
  const queryClient = createQueryClient();
  // The server rendered this page's data into the HTML: the first render needs no request, and
  // it is the data the server rendered the markup from.
  seedQueryCache(queryClient, readInitialData());
  const router = await createAppRouter({ hydrating });
  const app = (
    <AppRoot queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppRoot>
  );
  if (!hydrating) {
    createRoot(root).render(app);
    return;
  }
  // As a transition, hydration is time-sliced: it yields to the browser every few
  // milliseconds instead of holding the main thread in one long task, so a visitor's first tap
  // or scroll is answered while the page comes alive (the pattern of React Router's own entry).
  startTransition(() => {
    hydrateRoot(root, app, {
      // A hydration mismatch is recovered from by rendering on the client; log it where tests
      // and developers look (React's default only reports it to window.onerror).
      onRecoverableError: (error, info) =>
        console.error('Recoverable error while hydrating', error, info.componentStack),
    });
  });
}
