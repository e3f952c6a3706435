import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { signInAs } from './render-app';
import { stubResizeObserver } from './resize-observer';

/** Renders a content form with a fresh query cache and the toast region, as the dashboard does. */
export function renderWithClient(ui: ReactElement) {
  // Radix Switch measures its thumb; jsdom has no ResizeObserver (setup unstubs it after each test).
  stubResizeObserver();
  const queryClient = createQueryClient();
  signInAs(queryClient, 'owner');
  const view = render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}

/** Stubs fetch with one answer for every call and returns the mock to inspect the requests. */
export function stubFetchAnswer(status: number, body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The method, URL and parsed JSON body of the nth fetch call. */
export function fetchCall(fetchMock: ReturnType<typeof stubFetchAnswer>, index = 0) {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return {
    url: String(url),
    method: init?.method ?? 'GET',
    body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
  };
}
