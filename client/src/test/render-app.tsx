import { QueryClientProvider } from '@tanstack/react-query';
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
 * Renders `ui` at `url` as the app does: fresh caches (the pages' and, for admin components, the
 * admin's query cache), a router, the toast region.
 */
export function renderApp(ui: ReactElement, url = '/') {
  const queryClient = createQueryClient();
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
