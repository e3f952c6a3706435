import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiJson } from '@/lib/api-client';
import { clearAdminToken, readAdminToken } from '@/lib/auth-status';
import { jsonResponse, renderApp, sentBody, serveApi } from '@/test/render-app';
import { registerSetUpRequired } from '../reauthenticate';
import { LoginForm } from './login-form';
import { ProveAgainDialog } from './prove-again-dialog';

/*
 * The browser's passkey dialog is @simplewebauthn/browser's: here it answers as a device would
 * (or as a person closing the dialog), so what the dashboard sends and shows can be checked. The
 * signatures themselves are checked on the server (server/modules/staff/passkeys.test.ts) and in
 * Chromium's virtual authenticator (tests/e2e/passkeys.spec.ts).
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
const OPTIONS = { challenge: 'c'.repeat(43), rpId: 'localhost', allowCredentials: [] };
const REFUND = '/api/admin/orders/7/refund';

/** What a browser that can use passkeys has on window (jsdom has none). */
class PublicKeyCredentialStub {}

beforeEach(() => {
  vi.stubGlobal('PublicKeyCredential', PublicKeyCredentialStub);
  browser.startAuthentication.mockReset();
  browser.startRegistration.mockReset();
});
afterEach(() => clearAdminToken());

describe('passkeys in the dashboard', () => {
  it('signs in with a passkey, no username or password typed', async () => {
    browser.startAuthentication.mockResolvedValue(ANSWER);
    const fetchMock = serveApi({
      'POST /api/admin/login/passkey/options': () => jsonResponse(OPTIONS),
      'POST /api/admin/login/passkey': () => jsonResponse({ token: 'the-session' }),
    });
    renderApp(<LoginForm onSignedIn={() => undefined} />, '/admin/login');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with a passkey' }));
    await waitFor(() => expect(readAdminToken()).toBe('the-session'));
    expect(browser.startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
    expect(sentBody(fetchMock, 1)).toEqual({ response: ANSWER });
  });

  it('asks a person with a passkey for it before a money step, not for their password, then sends the step again', async () => {
    browser.startAuthentication.mockResolvedValue(ANSWER);
    let refunds = 0;
    const fetchMock = serveApi({
      [`POST ${REFUND}`]: () => {
        refunds += 1;
        return refunds === 1
          ? jsonResponse({ error: 'Confirm it is you.', reauthenticate: true }, 403)
          : jsonResponse({ id: 7 });
      },
      'POST /api/admin/me/reauthenticate/options': () => jsonResponse(OPTIONS),
      'POST /api/admin/me/reauthenticate': () => jsonResponse({ message: 'Confirmed' }),
    });
    const { queryClient } = renderApp(<ProveAgainDialog />);
    queryClient.setQueryData(['/api/admin/me'], {
      id: 1,
      username: 'owner-person',
      email: null,
      role: 'owner',
      secondFactor: 'none',
      passkeys: 1,
      mustSetUp: false,
    });
    const refund = apiJson('POST', REFUND, {});
    fireEvent.click(await screen.findByRole('button', { name: 'Use my passkey' }));
    await expect(refund).resolves.toEqual({ id: 7 });
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(sentBody(fetchMock, 2)).toEqual({ passkey: ANSWER });
  });

  it('shows the setup when the Owner’s rule holds the person mid-session, and lets the refused request fail', async () => {
    serveApi({
      'GET /api/admin/orders': () =>
        jsonResponse({ error: 'The studio asks everyone…', setUpRequired: true }, 403),
    });
    renderApp(<ProveAgainDialog />);
    const held = vi.fn();
    const unregister = registerSetUpRequired(held);
    try {
      await expect(apiJson('GET', '/api/admin/orders')).rejects.toThrow();
      expect(held).toHaveBeenCalledTimes(1);
      expect(screen.queryByRole('dialog', { name: 'Confirm it is you' })).toBeNull();
    } finally {
      unregister();
    }
  });
});
