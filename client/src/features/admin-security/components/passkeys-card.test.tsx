import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, sentBody, serveApi } from '@/test/render-app';
import { PasskeysCard } from './passkeys-card';

/*
 * The browser's passkey dialog is @simplewebauthn/browser's: here it answers as a device would
 * (or as a person closing it). The signatures are checked on the server
 * (server/modules/staff/passkeys.test.ts) and in Chromium (tests/e2e/passkeys.spec.ts).
 */
const browser = vi.hoisted(() => ({
  startAuthentication: vi.fn(),
  startRegistration: vi.fn(),
  browserSupportsWebAuthn: () => true,
}));
vi.mock('@simplewebauthn/browser', () => browser);

const ANSWER = {
  id: 'cred',
  rawId: 'cred',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
};

/** What a browser that can use passkeys has on window (jsdom has none). */
class PublicKeyCredentialStub {}

beforeEach(() => {
  vi.stubGlobal('PublicKeyCredential', PublicKeyCredentialStub);
  browser.startRegistration.mockReset();
});

describe('your passkeys on the Security page', () => {
  it('adds a passkey under the name given; a closed passkey dialog adds nothing and says no failure', async () => {
    browser.startRegistration
      .mockRejectedValueOnce(Object.assign(new Error('closed'), { name: 'NotAllowedError' }))
      .mockResolvedValueOnce(ANSWER);
    let listed: object[] = [];
    const fetchMock = serveApi({
      'GET /api/admin/me/passkeys': () => jsonResponse(listed),
      'POST /api/admin/me/passkeys/options': () => jsonResponse({ challenge: 'c'.repeat(43) }),
      'POST /api/admin/me/passkeys': () => {
        listed = [
          {
            id: 4,
            name: 'Studio laptop',
            backedUp: false,
            createdAt: '2026-12-07T12:00:00Z',
            lastUsedAt: null,
          },
        ];
        return jsonResponse(listed[0], 201);
      },
      'GET /api/admin/me': () => jsonResponse({}),
    });
    renderApp(<PasskeysCard />);
    expect(await screen.findByText('No passkey yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name of the new passkey'), {
      target: { value: 'Studio laptop' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Add a passkey' })).not.toHaveProperty('disabled', true),
    );
    expect(screen.queryByText('Failed to add the passkey')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    expect(await screen.findByText(/Studio laptop added/)).toBeTruthy();
    const added = fetchMock.mock.calls.findIndex(
      ([url, init]) => url === '/api/admin/me/passkeys' && init?.method === 'POST',
    );
    expect(sentBody(fetchMock, added)).toEqual({ name: 'Studio laptop', response: ANSWER });
    expect(await screen.findByText('Not used yet', { exact: false })).toBeTruthy();
  });
});
