import type { Suppression } from '@contract/suppressions';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, sentBody, serveApi } from '@/test/render-app';
import { SuppressedList } from './suppressed-list';

const LIST = 'GET /api/admin/suppressions';
const LIFT = 'POST /api/admin/suppressions/lift';

const ada: Suppression = {
  email: 'ada@example.com',
  reason: 'bounced',
  detail: '5.1.1 550 User unknown',
  suppressedAt: '2026-11-27T09:12:04.000Z',
  campaign: { id: 3, subject: 'The winter release' },
};
const bo: Suppression = {
  email: 'bo@example.com',
  reason: 'complained',
  detail: 'feedback-type abuse',
  suppressedAt: '2026-11-27T10:40:00.000Z',
  campaign: null,
};

describe('SuppressedList', () => {
  it('shows each address with why, the newsletter that came back and when', async () => {
    serveApi({ [LIST]: () => jsonResponse([bo, ada]) });
    renderApp(<SuppressedList />);
    expect(await screen.findByText('ada@example.com')).toBeTruthy();
    expect(screen.getByText('Bounced after "The winter release"')).toBeTruthy();
    expect(screen.getByText('5.1.1 550 User unknown')).toBeTruthy();
    expect(screen.getByText('Marked as spam')).toBeTruthy();
    expect(document.querySelector('time[datetime="2026-11-27T09:12:04.000Z"]')).toBeTruthy();
  });

  it('asks before lifting, shows it pending, then lists the address no more', async () => {
    let listed = [ada];
    let answer: (response: Response) => void = () => {};
    const fetchMock = serveApi({
      [LIST]: () => jsonResponse(listed),
      [LIFT]: () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp(<SuppressedList />);
    fireEvent.click(await screen.findByRole('button', { name: 'Lift the suppression of ada@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mail this address again?' });
    expect(within(dialog).getByText(/ada@example.com will receive newsletters/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lift suppression' }));
    const pending = await within(dialog).findByRole('button', { name: 'Lifting...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(sentBody(fetchMock, 1)).toEqual({ email: 'ada@example.com' });

    listed = [];
    answer(jsonResponse({ email: 'ada@example.com', message: 'ada@example.com will be mailed again.' }));
    expect(await screen.findByText('No suppressed addresses')).toBeTruthy();
    expect(await screen.findByText('ada@example.com will be mailed again.')).toBeTruthy();
  });
});
