import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, serveApi } from '@/test/render-app';
import { CountCards } from './count-cards';

const page = { items: [], page: 1, pageSize: 50 };

describe('CountCards', () => {
  it('says how many of the subscribers and waitlist members still have to confirm', async () => {
    serveApi({
      'GET /api/admin/inquiries/counts': () => jsonResponse({ all: 2, unread: 1, spam: 0 }),
      'GET /api/admin/subscribers': () => jsonResponse({ ...page, total: 2, confirmed: 0, pending: 2 }),
      'GET /api/admin/waitlists/members': () => jsonResponse({ ...page, total: 3, pending: 1 }),
      'GET /api/admin/sculptures': () => jsonResponse([]),
    });
    renderApp(<CountCards />);
    expect(await screen.findByText('2 awaiting confirmation', {}, { timeout: 10_000 })).toBeTruthy();
    expect(await screen.findByText('1 awaiting confirmation')).toBeTruthy();
    expect(screen.getByText('1 unread')).toBeTruthy();
  });

  it('adds nothing under the number when every address is confirmed', async () => {
    serveApi({
      'GET /api/admin/inquiries/counts': () => jsonResponse({ all: 0, unread: 0, spam: 0 }),
      'GET /api/admin/subscribers': () => jsonResponse({ ...page, total: 4, confirmed: 4, pending: 0 }),
      'GET /api/admin/waitlists/members': () => jsonResponse({ ...page, total: 1, pending: 0 }),
      'GET /api/admin/sculptures': () => jsonResponse([]),
    });
    renderApp(<CountCards />);
    expect(await screen.findByText('4', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(/awaiting confirmation/)).toBeNull();
  });
});
