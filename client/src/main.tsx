import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { AppErrorBoundary } from '@/components/layout/app-error-boundary';
import { readInitialData, seedQueryCache } from '@/lib/initial-data';
import { createQueryClient } from '@/lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lost its #root element');

const queryClient = createQueryClient();
// The server rendered this page's data into the HTML: the first render needs no request.
seedQueryCache(queryClient, readInitialData());
const router = createAppRouter();

createRoot(root).render(
  <StrictMode>
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>,
);
