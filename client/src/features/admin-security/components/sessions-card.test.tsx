import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, serveApi } from '@/test/render-app';
import { SessionsCard } from './sessions-card';

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('SessionsCard', () => {
  it('tells two sessions of the same browser apart: this one, their numbers, when each signed in', async () => {
    serveApi({
      'GET /api/admin/sessions': () =>
        jsonResponse([
          {
            id: 12,
            userAgent: CHROME_ON_LINUX,
            createdAt: '2026-11-27T10:53:05.000Z',
            lastUsedAt: '2026-11-27T11:00:00.000Z',
            current: true,
          },
          {
            id: 9,
            userAgent: CHROME_ON_LINUX,
            createdAt: '2026-11-27T10:53:41.000Z',
            lastUsedAt: '2026-11-27T10:55:00.000Z',
            current: false,
          },
        ]),
    });
    renderApp(<SessionsCard />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('This browser');
    expect(rows[1]!.textContent).not.toContain('This browser');
    // The same minute, different seconds; the numbers the Activity tab shows.
    expect(rows[0]!.textContent).toMatch(/Session 12 · signed in Nov 27, 2026, \d+:53:05/);
    expect(rows[1]!.textContent).toMatch(/Session 9 · signed in Nov 27, 2026, \d+:53:41/);
  });
});
