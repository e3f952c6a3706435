import { DEFAULT_SALES_SETTINGS, type SalesSettingsView } from '@contract/sales';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, sentBody, serveApi } from '@/test/render-app';
import { SalesSettingsTab } from './sales-settings-tab';

/** Radix's switch measures itself; jsdom has no ResizeObserver. */
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const view = (cardAvailable: boolean): SalesSettingsView => ({
  settings: DEFAULT_SALES_SETTINGS,
  cardAvailable,
});
const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;

describe('SalesSettingsTab', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', ResizeObserverStub);
    window.localStorage.clear();
  });

  it('says plainly when the server has no Stripe keys, and names them', async () => {
    serveApi({ 'GET /api/admin/sales-settings': () => jsonResponse(view(false)) });
    renderApp(<SalesSettingsTab />, '/admin?tab=sales-settings');
    expect(await screen.findByText('Card payment is not set up on the server')).toBeTruthy();
    expect(screen.getByText(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/)).toBeTruthy();
  });

  it('marks what the contract refuses at its field and sends nothing', async () => {
    const fetch = serveApi({ 'GET /api/admin/sales-settings': () => jsonResponse(view(true)) });
    renderApp(<SalesSettingsTab />, '/admin?tab=sales-settings');
    expect(await screen.findByLabelText('Currency')).toBeTruthy();
    expect(screen.queryByText('Card payment is not set up on the server')).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Offer bank transfer' }));
    fireEvent.change(field('Tax rate (%)'), { target: { value: '19,555' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await screen.findByText('A tax rate is a percentage from 0 to 100, with at most two decimals.'),
    ).toBeTruthy();
    expect(screen.getByText(/Enter the account number \(IBAN\)/)).toBeTruthy();
    expect(screen.getByText(/Enter the seller’s legal name/)).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('saves with the button waiting, and keeps every field as typed when the save fails', async () => {
    let release: (response: Response) => void = () => {};
    const fetch = serveApi({
      'GET /api/admin/sales-settings': () => jsonResponse(view(true)),
      'POST /api/admin/sales-settings': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    renderApp(<SalesSettingsTab />, '/admin?tab=sales-settings');
    fireEvent.change(await screen.findByLabelText('Currency'), { target: { value: 'other' } });
    fireEvent.change(field('Currency code'), { target: { value: 'chf' } });
    fireEvent.change(field('Tax rate (%)'), { target: { value: '7,7' } });
    fireEvent.change(field('Legal name'), { target: { value: 'Chrome Kids Studio GmbH' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Offer bank transfer' }));
    fireEvent.change(field('IBAN (account number)'), { target: { value: 'ch93 0076 2011 6238 5295 7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    const pending = await screen.findByRole('button', { name: 'Saving...' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    expect(sentBody(fetch, 1)).toMatchObject({
      currency: 'CHF',
      taxRatePercent: 7.7,
      seller: { legalName: 'Chrome Kids Studio GmbH' },
      bankTransfer: { enabled: true, iban: 'CH9300762011623852957', daysToPay: 7 },
    });
    release(jsonResponse({ message: 'Database unavailable' }, 503));
    expect(await screen.findByText('Database unavailable')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(field('Currency code').value).toBe('chf');
    expect(field('Legal name').value).toBe('Chrome Kids Studio GmbH');
    expect(field('IBAN (account number)').value).toBe('ch93 0076 2011 6238 5295 7');
    expect(
      ((await screen.findByRole('button', { name: 'Save Settings' })) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
