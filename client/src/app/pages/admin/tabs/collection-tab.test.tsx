import type { Sculpture } from '@contract/sculpture';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { adoptAsPageCache, createDataCache } from '@/lib/data-cache';
import { createQueryClient } from '@/lib/query-client';
import { makeSculpture } from '@/test/fixtures';
import { CollectionTab } from './collection-tab';

type Route = (init: RequestInit | undefined) => Response;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch that answers by "METHOD url" and records every call. */
function serve(routes: Record<string, Route>) {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const route = routes[key];
    if (!route) throw new Error(`Unexpected call ${key}`);
    return route(init);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderTab() {
  const queryClient = createQueryClient();
  // The public pages' cache of this tab: the admin's saves mark its lists stale too.
  const pageCache = createDataCache();
  adoptAsPageCache(pageCache);
  const router = createMemoryRouter([{ path: '/admin', element: <CollectionTab /> }], {
    initialEntries: ['/admin'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, queryClient, pageCache };
}

const hero = makeSculpture({ id: 1, title: 'Hero Kid', sortOrder: 0 });
const vhs = makeSculpture({ id: 2, title: 'VHS Kid', sortOrder: 1, isLocked: 'true' });
const list =
  (...items: Sculpture[]) =>
  () =>
    json(items);

describe('CollectionTab', () => {
  it('shows the loading text, then the cards in order with their details', async () => {
    serve({ 'GET /api/admin/sculptures': list(hero, vhs) });
    renderTab();
    expect(screen.getByText('Loading collection...')).toBeTruthy();

    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Hero Kid', 'VHS Kid']);
    expect(within(cards[1]!).getByText('Locked')).toBeTruthy();
    expect(within(cards[0]!).queryByText('Locked')).toBeNull();
    expect(within(cards[0]!).getByText(hero.slug)).toBeTruthy();
    expect(
      screen.getByText('Drag order controls the order on the gallery homepage and collection page.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reorder Hero Kid' })).toBeTruthy();
  });

  it('shows the empty state', async () => {
    serve({ 'GET /api/admin/sculptures': list() });
    renderTab();
    expect(await screen.findByText('No sculptures in the collection yet')).toBeTruthy();
    expect(screen.getByText('Add your first sculpture to get started')).toBeTruthy();
  });

  it('sends the opposite isLocked and refreshes the admin and public lists', async () => {
    const fetch = serve({
      'GET /api/admin/sculptures': list(hero, vhs),
      'PATCH /api/admin/sculptures/1': () => json({ ...hero, isLocked: 'true' }),
      'PATCH /api/admin/sculptures/2': () => json({ ...vhs, isLocked: 'false' }),
    });
    const { queryClient, pageCache } = renderTab();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const invalidatePublic = vi.spyOn(pageCache, 'invalidate');

    fireEvent.click(await screen.findByRole('button', { name: 'Lock Hero Kid' }));
    fireEvent.click(screen.getByRole('button', { name: 'Unlock VHS Kid' }));

    await waitFor(() => expect(invalidatePublic).toHaveBeenCalledWith(['/api/sculptures']));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/api/admin/sculptures'] });
    const bodies = fetch.mock.calls
      .filter(([, init]) => init?.method === 'PATCH')
      .map(([url, init]) => [url, JSON.parse(String(init?.body))]);
    expect(bodies).toEqual([
      ['/api/admin/sculptures/1', { isLocked: 'true' }],
      ['/api/admin/sculptures/2', { isLocked: 'false' }],
    ]);
  });

  it('says so when the lock toggle fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({
      'GET /api/admin/sculptures': list(hero),
      'PATCH /api/admin/sculptures/1': () => json({ message: 'nope' }, 500),
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Lock Hero Kid' }));
    expect(await screen.findByText('Update failed')).toBeTruthy();
    expect(screen.getByText('Failed to update sculpture')).toBeTruthy();
  });

  it('asks before deleting, naming the sculpture, and deletes only on confirm', async () => {
    const fetch = serve({
      'GET /api/admin/sculptures': list(hero, vhs),
      'DELETE /api/admin/sculptures/1': () => json({ message: 'Sculpture deleted' }),
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Hero Kid' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Hero Kid');
    expect(dialog.textContent).toContain('This action cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Hero Kid' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Sculpture deleted')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // The card is going away, so focus moves to Add Sculpture rather than to nowhere.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Add Sculpture'));
  });

  it('reports a failed delete', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve({
      'GET /api/admin/sculptures': list(hero),
      'DELETE /api/admin/sculptures/1': () => json({ message: 'Sculpture not found' }, 404),
    });
    renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Hero Kid' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete sculpture')).toBeTruthy();
  });

  it('opens the form view in the address for add and for edit', async () => {
    serve({ 'GET /api/admin/sculptures': list(hero) });
    const { router } = renderTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Hero Kid' }));
    expect(router.state.location.search).toBe('?sculpture=1');
    fireEvent.click(screen.getByRole('button', { name: 'Add Sculpture' }));
    expect(router.state.location.search).toBe('?sculpture=new');
  });
});
