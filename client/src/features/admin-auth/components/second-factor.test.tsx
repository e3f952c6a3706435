import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiJson } from '@/lib/api-client';
import { clearAdminToken, readAdminToken } from '@/lib/auth-status';
import { jsonResponse, renderApp, sentBody, serveApi } from '@/test/render-app';
import { LoginForm } from './login-form';
import { ProveAgainDialog } from './prove-again-dialog';

afterEach(() => clearAdminToken());

const REFUND = '/api/admin/orders/7/refund';
const PROOF_REFUSAL = { error: 'Confirm it is you.', reauthenticate: true };

describe('the sign-in with an authenticator app', () => {
  it('asks for a code after a right password, and signs in with the ticket and the code', async () => {
    const fetchMock = serveApi({
      'POST /api/admin/login': () => jsonResponse({ secondFactorRequired: true, ticket: 't'.repeat(43) }),
      'POST /api/admin/login/second-factor': () => jsonResponse({ token: 'the-session' }),
    });
    renderApp(<LoginForm onSignedIn={() => undefined} />, '/admin/login');
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'mara' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long enough password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const code = await screen.findByLabelText('Code');
    // Not signed in by the password alone.
    expect(readAdminToken()).toBeNull();
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(readAdminToken()).toBe('the-session'));
    expect(sentBody(fetchMock, 1)).toEqual({ ticket: 't'.repeat(43), code: '123456' });
  });

  it('keeps the code step on a wrong code, saying so, and goes back to the password when the ticket ran out', async () => {
    let answers = [
      jsonResponse(
        { error: 'That code is not right. Check the time on your phone, or use a recovery code.' },
        401,
      ),
      jsonResponse({ error: 'That sign-in took too long. Sign in again with your password.' }, 401),
    ];
    serveApi({
      'POST /api/admin/login': () => jsonResponse({ secondFactorRequired: true, ticket: 't'.repeat(43) }),
      'POST /api/admin/login/second-factor': () => {
        const [next, ...rest] = answers;
        answers = rest;
        return next!;
      },
    });
    renderApp(<LoginForm onSignedIn={() => undefined} />, '/admin/login');
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'mara' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long enough password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findAllByText(/That code is not right/)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Code')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
  });
});

describe('proving oneself again before a money step', () => {
  it('asks for the password on a refusal for want of proof, then sends the same step again', async () => {
    let refunds = 0;
    const fetchMock = serveApi({
      [`POST ${REFUND}`]: () => {
        refunds += 1;
        return refunds === 1 ? jsonResponse(PROOF_REFUSAL, 403) : jsonResponse({ id: 7, status: 'refunded' });
      },
      'POST /api/admin/me/reauthenticate': () => jsonResponse({ message: 'Confirmed' }),
    });
    renderApp(<ProveAgainDialog />);
    const refund = apiJson<{ status: string }>('POST', REFUND, { numberReturnsTo: 'sale', reason: '' });
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'my password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(refund).resolves.toEqual({ id: 7, status: 'refunded' });
    expect(refunds).toBe(2);
    expect(sentBody(fetchMock, 1)).toEqual({ password: 'my password' });
  });

  it('asks a person with an authenticator app for its code, not their password', async () => {
    let refunds = 0;
    const fetchMock = serveApi({
      [`POST ${REFUND}`]: () => {
        refunds += 1;
        return refunds === 1 ? jsonResponse(PROOF_REFUSAL, 403) : jsonResponse({ id: 7 });
      },
      'POST /api/admin/me/reauthenticate': () => jsonResponse({ message: 'Confirmed' }),
    });
    const { queryClient } = renderApp(<ProveAgainDialog />);
    queryClient.setQueryData(['/api/admin/me'], {
      id: 1,
      username: 'owner-person',
      email: null,
      role: 'owner',
      secondFactor: 'totp',
    });
    const refund = apiJson('POST', REFUND, {});
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: ' 654321 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(refund).resolves.toEqual({ id: 7 });
    expect(sentBody(fetchMock, 1)).toEqual({ code: '654321' });
  });

  it('lets the step fail as it would have when the person closes the dialog', async () => {
    serveApi({ [`POST ${REFUND}`]: () => jsonResponse(PROOF_REFUSAL, 403) });
    renderApp(<ProveAgainDialog />);
    const refund = apiJson('POST', REFUND, {});
    await screen.findByLabelText('Password');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(refund).rejects.toThrow();
  });
});
