import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, serveApi } from '@/test/render-app';
import { SessionsCard } from './sessions-card';

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('SessionsCard', () => {
  it('tells two sessions of the same browser apart: this one, where and when each signed in, their numbers', async () => {
    serveApi({
      'GET /api/admin/sessions': () =>
        jsonResponse([
          {
            id: 12,
            userAgent: CHROME_ON_LINUX,
            signInNetwork: '203.0.113.0/24',
            createdAt: '2026-11-27T10:53:05.000Z',
            lastUsedAt: '2026-11-27T11:00:00.000Z',
            current: true,
          },
          {
            id: 9,
            userAgent: CHROME_ON_LINUX,
            signInNetwork: '2001:db8:85a3::/48',
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
    // The same minute, different seconds, different networks; the numbers the Activity tab shows.
    expect(rows[0]!.textContent).toMatch(
      /Signed in Nov 27, 2026, \d+:53:05 [AP]M from network 203\.0\.113\.0\/24/,
    );
    expect(rows[1]!.textContent).toMatch(
      /Signed in Nov 27, 2026, \d+:53:41 [AP]M from network 2001:db8:85a3::\/48/,
    );
    expect(rows[0]!.textContent).toContain('· Session 12');
    expect(rows[1]!.textContent).toContain('· Session 9');
    expect(rows[1]!.textContent).not.toContain('the same as this browser');
  });

  it('says when another browser signed in from the network of this one, and leaves out a network not kept', async () => {
    serveApi({
      'GET /api/admin/sessions': () =>
        jsonResponse([
          {
            id: 3,
            userAgent: CHROME_ON_LINUX,
            signInNetwork: '198.51.100.0/24',
            createdAt: '2026-11-27T10:00:00.000Z',
            lastUsedAt: '2026-11-27T10:00:00.000Z',
            current: true,
          },
          {
            id: 2,
            userAgent: CHROME_ON_LINUX,
            signInNetwork: '198.51.100.0/24',
            createdAt: '2026-11-27T09:00:00.000Z',
            lastUsedAt: '2026-11-27T09:00:00.000Z',
            current: false,
          },
          {
            id: 1,
            userAgent: CHROME_ON_LINUX,
            signInNetwork: null,
            createdAt: '2026-11-27T08:00:00.000Z',
            lastUsedAt: '2026-11-27T08:00:00.000Z',
            current: false,
          },
        ]),
    });
    renderApp(<SessionsCard />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows[1]!.textContent).toContain('from network 198.51.100.0/24 (the same as this browser)');
    expect(rows[2]!.textContent).not.toContain('network');
    expect(rows[2]!.textContent).toMatch(/Signed in Nov 27, 2026/);
  });
});
