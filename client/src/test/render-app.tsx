import { ADMIN_CALLS, adminCallUrl } from '@contract/admin-calls';
import type { AdminMe, StaffRole } from '@contract/staff';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { adoptAsPageCache, createDataCache } from '@/lib/data-cache';
import { createQueryClient } from '@/lib/query-client';
import { DataCacheContext } from '@/lib/use-data';

export type ApiRoute = (init: RequestInit | undefined) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs fetch to answer by "METHOD url" (query string included); any other call fails the test. */
export function serveApi(routes: Record<string, ApiRoute>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (!route) throw new Error(`Unexpected call ${key}`);
    return route(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The parsed JSON body a recorded fetch call sent. */
export function sentBody(fetchMock: ReturnType<typeof serveApi>, index: number): unknown {
  const init = fetchMock.mock.calls[index]?.[1];
  return init?.body ? JSON.parse(String(init.body)) : undefined;
}

/**
 * Signs the admin query cache in as someone of `role` (GET /api/admin/me, as the dashboard reads
 * it before it shows anything), so admin components offer what that role may do.
 */
export function signInAs(queryClient: QueryClient, role: StaffRole): void {
  const me: AdminMe = {
    id: 1,
    username: `${role}-person`,
    email: null,
    role,
    secondFactor: 'none',
    passkeys: 0,
    mustSetUp: false,
  };
  queryClient.setQueryData([adminCallUrl(ADMIN_CALLS.me)], me);
}

/**
 * Renders `ui` at `url` as the app does: fresh caches (the pages' and, for admin components, the
 * admin's query cache), a router, the toast region.
 */
export function renderApp(ui: ReactElement, url = '/', { role = 'owner' }: { role?: StaffRole } = {}) {
  const queryClient = createQueryClient();
  signInAs(queryClient, role);
  const dataCache = createDataCache();
  adoptAsPageCache(dataCache);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [url] });
  const view = render(
    <DataCacheContext value={dataCache}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </DataCacheContext>,
  );
  return { ...view, queryClient, dataCache, router };
}
