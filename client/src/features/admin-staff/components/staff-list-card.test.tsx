import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, serveApi } from '@/test/render-app';
import { StaffListCard } from './staff-list-card';

const member = (id: number, username: string, secondFactor: 'none' | 'totp') => ({
  id,
  username,
  email: `${username}@example.com`,
  role: 'manager',
  secondFactor,
  lastSignInAt: null,
  suspendedAt: null,
});

describe('StaffListCard', () => {
  it('tells the Owner who signs in with an authenticator app and who with a password only', async () => {
    serveApi({
      'GET /api/admin/staff': () => jsonResponse([member(2, 'mara', 'totp'), member(3, 'jun', 'none')]),
    });
    renderApp(<StaffListCard myId={1} />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Never signed in · Authenticator app');
    expect(rows[1]!.textContent).toContain('Never signed in · Password only');
  });
});
