import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, serveApi } from '@/test/render-app';
import { stubResizeObserver } from '@/test/resize-observer';
import { ReservationsTab } from './reservations-tab';

const piece = (id: number, title: string) => ({ id, title });
const request = (position: number) => ({
  id: 1000 + position,
  position,
  state: 'waiting',
  name: `Collector ${position}`,
  email: `c${position}@example.com`,
  phone: '',
  message: '',
  number: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  heldAt: null,
  confirmedAt: null,
  endedAt: null,
  lapseReason: null,
  lapsesAt: null,
  lastEmail: 'sent',
  // The second came without the page's check (no script): marked for the owner.
  unsolved: position === 2,
});
const page = (offset: number, count: number) => ({
  sculptureId: 2,
  title: 'Gamer Kid',
  now: '2026-11-27T11:00:00.000Z',
  lines: [
    {
      size: '100',
      total: 120,
      offset,
      counts: { waiting: 120, held: 0, sold: 0, released: 0, lapsed: 0 },
      requests: Array.from({ length: count }, (_, i) => request(offset + i + 1)),
    },
  ],
});

describe('ReservationsTab', () => {
  it('marks the pieces with requests, opens on the one that needs the owner, and pages a long line from the server', async () => {
    serveApi({
      'GET /api/admin/sculptures': () =>
        jsonResponse([piece(1, 'Hero Kid'), piece(2, 'Gamer Kid'), piece(3, 'VHS Kid')]),
      'GET /api/admin/reservations/pieces': () =>
        jsonResponse([
          { sculptureId: 2, open: 120, total: 120 },
          { sculptureId: 3, open: 0, total: 4 },
        ]),
      'GET /api/admin/reservation-settings': () => jsonResponse({ ownerHoldDays: 7, ownerDigest: true }),
      'GET /api/admin/mail-settings': () =>
        jsonResponse({
          replyToSetting: null,
          notifyEmail: 'studio@example.com',
          repliesGoTo: 'studio@example.com',
          ownerEmail: 'studio@example.com',
        }),
      'GET /api/admin/reservations?sculptureId=2': () => jsonResponse(page(0, 50)),
      'GET /api/admin/reservations?sculptureId=2&size=100&offset=50': () => jsonResponse(page(50, 50)),
    });
    // Radix's switch (the morning email) measures itself; jsdom has no ResizeObserver.
    stubResizeObserver();
    renderApp(<ReservationsTab />);
    const picker = (await screen.findByLabelText('Piece', {}, { timeout: 10_000 })) as HTMLSelectElement;
    expect(await screen.findByText('Collector 1', {}, { timeout: 10_000 })).toBeTruthy();
    expect(picker.value).toBe('2');
    const marks = screen.getAllByText('No script');
    expect(marks).toHaveLength(1);
    expect(marks[0]!.closest('li')?.textContent).toContain('Collector 2');
    expect([...picker.options].map((option) => option.textContent)).toEqual([
      'Hero Kid',
      'Gamer Kid — 120 open requests',
      'VHS Kid — 4 requests, all settled',
    ]);
    expect(screen.getByText('120 requests · 120 waiting')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: '12 inch pages' });
    expect(within(pages).getByText('Requests 1–50 of 120')).toBeTruthy();
    expect((within(pages).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Collector 51', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Collector 1')).toBeNull();
    expect(within(pages).getByText('Requests 51–100 of 120')).toBeTruthy();
  }, 30_000);
});
