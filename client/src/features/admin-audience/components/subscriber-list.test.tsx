import type { Subscriber } from '@contract/audience';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, serveApi } from '@/test/render-app';
import { SubscriberList } from './subscriber-list';

const subscriber = (id: number, confirmed = true): Subscriber => ({
  id,
  email: `reader-${id}@example.com`,
  createdAt: '2026-11-20T09:00:00.000Z',
  confirmed,
});

const page = (items: Subscriber[], total: number, pageNumber = 1) => ({
  items,
  total,
  page: pageNumber,
  pageSize: 50,
  confirmed: total - 1,
  pending: 1,
});

describe('SubscriberList', () => {
  it('shows a page of addresses, each with its day and a pending mark, and pages on', async () => {
    const first = Array.from({ length: 50 }, (_, index) => subscriber(index + 1, index !== 0));
    serveApi({
      'GET /api/admin/subscribers': () => jsonResponse(page(first, 51)),
      'GET /api/admin/subscribers?page=2': () => jsonResponse(page([subscriber(51)], 51, 2)),
    });
    renderApp(<SubscriberList />);
    const list = (await screen.findByText('reader-1@example.com')).closest('ul') as HTMLElement;
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(50);
    expect(rows[0]?.textContent).toBe('reader-1@example.com PendingNov 20, 2026');
    expect(screen.getByText('Showing 1–50 of 51 subscribers')).toBeTruthy();
    expect(screen.getByText('50 confirmed · 1 pending')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('reader-51@example.com')).toBeTruthy();
    expect(screen.getByText('Showing 51–51 of 51 subscribers')).toBeTruthy();
    expect(screen.queryByText('reader-1@example.com')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Pages of subscribers' })).toBeTruthy();
  });

  it('says so when no address matches the search, and when there are none yet', async () => {
    serveApi({
      'GET /api/admin/subscribers': () => jsonResponse(page([], 0)),
      'GET /api/admin/subscribers?q=zed': () => jsonResponse(page([], 0)),
    });
    renderApp(<SubscriberList />);
    expect(await screen.findByText('No subscribers yet')).toBeTruthy();
    expect(screen.getByText('Visitors subscribe from the footer and the newsletter popup.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search subscribers'), { target: { value: 'zed' } });
    expect(await screen.findByText('No subscriber matches “zed”')).toBeTruthy();
    expect(screen.queryByText('Visitors subscribe from the footer and the newsletter popup.')).toBeNull();
  });
});
