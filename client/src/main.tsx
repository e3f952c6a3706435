import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { AppErrorBoundary } from '@/components/layout/app-error-boundary';
import { readInitialData, seedQueryCache } from '@/lib/initial-data';
import { createQueryClient } from '@/lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

// The server renders every public page into #root (server/plugins/spa.ts); the admin, and any
// page whose server rendering failed, arrive with an empty root and render from scratch.
const hydrating = root.hasChildNodes();
const queryClient = createQueryClient();
// The server rendered this page's data into the HTML: the first render needs no request, and
// it is the data the server rendered the markup from.
seedQueryCache(queryClient, readInitialData());

function render(container: HTMLElement, router: Awaited<ReturnType<typeof createAppRouter>>) {
  const app = (
    <StrictMode>
      <AppErrorBoundary>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </AppErrorBoundary>
    </StrictMode>
  );
  if (!hydrating) {
    createRoot(container).render(app);
    return;
  }
  // As a transition, hydration is time-sliced: it yields to the browser every few
  // milliseconds instead of holding the main thread in one long task, so a visitor's first tap
  // or scroll is answered while the page comes alive (the pattern of React Router's own entry).
  startTransition(() => {
    hydrateRoot(container, app, {
      // A hydration mismatch is recovered from by rendering on the client; log it where tests
      // and developers look (React's default only reports it to window.onerror).
      onRecoverableError: (error, info) =>
        console.error('Recoverable error while hydrating', error, info.componentStack),
    });
  });
}

// Not a top-level await: lazy page chunks import modules of this entry chunk, and an entry
// still awaiting them would deadlock, so the bundler would split those modules out of the
// entry into many small chunks of their own.
void createAppRouter({ hydrating }).then((router) => render(root, router));
