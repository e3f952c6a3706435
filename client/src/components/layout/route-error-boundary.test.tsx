import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';

function Broken(): never {
  throw new Error('boom');
}

function Routed({ children }: { children: ReactNode }) {
  return <RouteErrorBoundary locationKey={useLocation().key}>{children}</RouteErrorBoundary>;
}

describe('global error screen', () => {
  it('replaces a page that throws while rendering, and a navigation elsewhere clears it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <Routed>
              <Broken />
            </Routed>
          ),
        },
        {
          path: '/collection',
          element: (
            <Routed>
              <p>collection</p>
            </Routed>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('The page encountered an unexpected error. Please try refreshing.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Route error', expect.any(Error), expect.any(String));

    await act(() => router.navigate('/collection'));
    expect(screen.getByText('collection')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});
