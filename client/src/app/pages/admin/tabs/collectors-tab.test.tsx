import type { CollectorSummary } from '@contract/collectors';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, serveApi } from '@/test/render-app';
import { CollectorsTab } from './collectors-tab';

const ada: CollectorSummary = {
  id: 4,
  email: 'ada@example.com',
  name: 'Ada Marlow',
  phone: '',
  tags: ['Collector'],
  createdAt: '2026-11-01T09:00:00.000Z',
  lastSeenAt: '2026-11-20T09:00:00.000Z',
};

const pageOf = (items: CollectorSummary[], total: number, page: number) => ({
  items,
  total,
  page,
  pageSize: 50,
});

/** The tab at an address (useTabParams reads the window's, the router's follows it). */
function openAt(url: string) {
  window.history.replaceState(null, '', url);
  return renderApp(<CollectorsTab />, url);
}

describe('CollectorsTab', () => {
  it('shows the search and page of the address, how many there are, and pages back', async () => {
    const asked: string[] = [];
    serveApi({
      'GET /api/admin/collectors?q=ada&page=2': () => {
        asked.push('page 2');
        return jsonResponse(pageOf([ada], 51, 2));
      },
      'GET /api/admin/collectors?q=ada': () => {
        asked.push('page 1');
        return jsonResponse(pageOf([ada], 51, 1));
      },
    });
    openAt('/admin?tab=collectors&q=ada&page=2');
    expect(await screen.findByText('Ada Marlow')).toBeTruthy();
    expect((screen.getByLabelText('Search collectors') as HTMLInputElement).value).toBe('ada');
    expect(screen.getByText('51 collectors')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Collector pages' }).textContent).toContain('Page 2 of 2');

    // Back to the first page: the address names no page.
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await expect.poll(() => asked).toEqual(['page 2', 'page 1']);
  });

  it('searches at once on Enter', async () => {
    const asked: string[] = [];
    serveApi({
      'GET /api/admin/collectors?': () => jsonResponse(pageOf([ada], 1, 1)),
      'GET /api/admin/collectors?q=marlow': () => {
        asked.push('marlow');
        return jsonResponse(pageOf([ada], 1, 1));
      },
    });
    const { router } = openAt('/admin?tab=collectors');
    expect(await screen.findByText('1 collector')).toBeTruthy();
    const box = screen.getByLabelText('Search collectors');
    fireEvent.change(box, { target: { value: 'marlow' } });
    // Typing alone waits for a pause; Enter puts the words in the address in the same moment.
    expect(router.state.location.search).toBe('?tab=collectors');
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    expect(router.state.location.search).toBe('?tab=collectors&q=marlow');
    await expect.poll(() => asked).toEqual(['marlow']);
  });
});
