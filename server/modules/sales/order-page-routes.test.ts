import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '@/entry-server';
import { ADMIN_CALLS } from '../../../contract/admin-calls';
import { ADMIN_API_PREFIX } from '../../../contract/api-paths';
import { DEFAULT_SALES_SETTINGS, type SalesSettings } from '../../../contract/sales';
import { unsubscribeSecret } from '../../core/mail/unsubscribe-token';
import { formPoster } from '../../test/form-post';
import { request, reservablePiece, setPiece } from '../../test/reservation-helpers';
import { type StripePeer, startStripePeer } from '../../test/stripe-peer';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';
import { signReservationToken } from '../reservations/reservation-token';

/*
 * The order page as a collector's browser without script uses it: the confirmed hold's link
 * opens the order rendered by the server; its buttons and address form post the page itself.
 * Rendered by the real server renderer; Stripe is the local stand-in (server/test/stripe-peer.ts).
 */
let t: TestApp;
let stripe: StripePeer;
let collectors = 0;

const SETTINGS: SalesSettings = {
  ...DEFAULT_SALES_SETTINGS,
  currency: 'EUR',
  taxRatePercent: 19,
  pricesIncludeTax: true,
  card: { enabled: true, minutesToPay: 60 },
  seller: { legalName: 'Chrome Studio GmbH', address: 'Hafenstraße 1, 20457 Hamburg', taxId: 'DE123456789' },
  bankTransfer: {
    enabled: true,
    accountHolder: 'Chrome Studio GmbH',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    daysToPay: 7,
  },
};

beforeAll(async () => {
  stripe = await startStripePeer({ secretKey: 'sk_test_order_page', webhookSecret: 'whsec_order_page' });
  t = await createTestApp({
    renderRoot: render,
    stripe: { secretKey: 'sk_test_order_page', webhookSecret: 'whsec_order_page', apiUrl: stripe.url },
  });
  const saved = await t.app.inject({
    method: 'POST',
    url: `${ADMIN_API_PREFIX}${ADMIN_CALLS.salesSettings}`,
    payload: SETTINGS,
    headers: bearer(await t.login()),
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const postForm = formPoster(() => t, '10.7.0');
const page = (path: string) => t.app.inject({ url: path, remoteAddress: '10.7.1.1' });

/** A collector holds 12 inch no. 1 of a piece priced €4,800 and confirms by the emailed link. */
async function confirmedOrder(): Promise<{ path: string; title: string }> {
  collectors += 1;
  const piece = await reservablePiece(t.db, { size100: 5 });
  await setPiece(t.db, piece.id, { price100: 480_000 });
  const reserved = await t.app.inject({
    method: 'POST',
    url: '/api/reservations',
    payload: request(piece.id, `order-page-${collectors}`),
    remoteAddress: `10.7.2.${collectors}`,
  });
  expect(reserved.json()).toMatchObject({ state: 'held' });
  const token = signReservationToken(await unsubscribeSecret(t.db), reserved.json<{ id: number }>().id);
  // Confirmed as the link page's form does without script: it lands on the order.
  const confirmed = await postForm('/reserve/confirm', { token });
  expect(confirmed.statusCode).toBe(303);
  const path = String(confirmed.headers.location);
  expect(path).toMatch(/^\/orders\/[^/?]+$/);
  return { path, title: piece.title };
}

function expectPrivate(response: Awaited<ReturnType<typeof page>>) {
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
}

describe('the order page without script', () => {
  it('renders the order: piece, size, number, amounts with tax, until when it is kept, the ways to pay', async () => {
    const { path, title } = await confirmedOrder();
    const opened = await page(path);
    expect(opened.statusCode).toBe(200);
    expectPrivate(opened);
    expect(opened.body).toContain('<title>Your Order | ');
    expect(opened.body).toContain('Your number is held for you');
    expect(opened.body).toContain(title);
    expect(opened.body).toContain('12 inch');
    expect(opened.body).toContain('No. 1 of 5');
    // €4,800 including 19 % tax: €4,033.61 net and €766.39 tax.
    expect(opened.body).toContain('€4,033.61');
    expect(opened.body).toContain('€766.39');
    expect(opened.body).toContain('€4,800.00');
    // The server writes the time in UTC, which names itself; the browser rewrites it in its own zone.
    expect(opened.body).toMatch(/Your number is kept for you until [A-Z][a-z]+day, .+ UTC\./);
    expect(opened.body).toMatch(/<form[^>]*action="\/orders\/[^"]+"[^>]*>/);
    expect(opened.body).toContain('<input type="hidden" name="action" value="bank-transfer"/>');
    expect(opened.body).toContain('Pay by bank transfer');
    expect(opened.body).toContain('<input type="hidden" name="action" value="checkout"/>');
    expect(opened.body).toContain('Pay by card');
  });

  it("goes on to Stripe's Checkout on the card button, and comes back to a page that waits for Stripe's word", async () => {
    const { path } = await confirmedOrder();
    const card = await postForm(path, { action: 'checkout' });
    expect(card.statusCode).toBe(303);
    expect(card.headers['cache-control']).toBe('private, no-store');
    expect(String(card.headers.location).startsWith(stripe.url)).toBe(true);

    const back = await page(`${path}?paid=1`);
    expect(back.statusCode).toBe(200);
    expectPrivate(back);
    expect(back.body).toContain('Thank you — we are confirming your payment');
    // Without script the page cannot ask again by itself: a refresh link does.
    expect(back.body).toContain(`href="${path}?paid=1"`);
    expect(back.body).not.toContain('value="checkout"');
  });

  it('asks where to ship on the bank transfer button, then issues the invoice to that address with the bank details and reference', async () => {
    const { path } = await confirmedOrder();
    const chosen = await postForm(path, { action: 'bank-transfer' });
    expect(chosen.statusCode).toBe(303);
    expect(chosen.headers.location).toBe(path);
    expect(chosen.headers['cache-control']).toBe('private, no-store');

    // The invoice is made out to the buyer's address: the page asks for it first.
    const asking = await page(path);
    expect(asking.body).toContain('Where should we ship it?');
    expect(asking.body).toContain('Save and get my invoice');
    expect(asking.body).not.toContain('Reference to quote');
    const addressed = await postForm(path, {
      action: 'address',
      name: 'Ada Lovelace',
      line1: '12 St James’s Square',
      city: 'London',
      postalCode: 'SW1Y 4JH',
      country: 'GB',
    });
    expect(addressed.statusCode).toBe(303);

    const landed = await page(path);
    expect(landed.statusCode).toBe(200);
    expectPrivate(landed);
    expect(landed.body).toContain('Your invoice is ready');
    expect(landed.body).toContain('DE89370400440532013000');
    expect(landed.body).toContain('COBADEFFXXX');
    expect(landed.body).toContain('Reference to quote');
    // The link's words, read as a person reads them (the number is kept on one line in markup).
    const words = landed.body.replace(/<[^>]+>/g, '');
    expect(words).toMatch(/Download invoice INV-\d{4}-\d{4} \(PDF\)/);
    // The choice is made: no second way to pay is offered.
    expect(landed.body).not.toContain('value="bank-transfer"');
    const invoiceUrl = /href="(\/api\/orders\/[^"]+\/invoice\.pdf)"/.exec(landed.body)?.[1];
    expect(invoiceUrl).toBeDefined();
    const invoice = await page(invoiceUrl!.replaceAll('&amp;', '&'));
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    expect(invoice.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Pressed again (the back button, a second tab): the same invoice, nothing new.
    expect((await postForm(path, { action: 'bank-transfer' })).statusCode).toBe(303);
    const again = await page(path);
    expect(/INV-\d{4}-\d{4}/.exec(again.body)?.[0]).toBe(/INV-\d{4}-\d{4}/.exec(landed.body)?.[0]);
  });

  it('asks where to ship after bank transfer; a refused address comes back with what was typed', async () => {
    const { path } = await confirmedOrder();
    await postForm(path, { action: 'bank-transfer' });
    expect((await page(path)).body).toContain('Where should we ship it?');

    const typed = {
      action: 'address',
      name: 'Ada Lovelace',
      line1: '12 St James’s Square',
      city: '',
      postalCode: 'SW1Y 4JH',
      country: 'GB',
    };
    const refused = await postForm(path, typed);
    expect(refused.statusCode).toBe(400);
    expectPrivate(refused);
    expect(refused.body).toContain('Enter the name, street, postal code, city and country to ship to.');
    expect(refused.body).toContain('value="Ada Lovelace"');
    expect(refused.body).toContain('value="12 St James’s Square"');

    const saved = await postForm(path, { ...typed, city: 'London' });
    expect(saved.statusCode).toBe(303);
    const landed = await page(path);
    expect(landed.body).not.toContain('Where should we ship it?');
    expect(landed.body).toContain('Shipping to');
    expect(landed.body).toContain('SW1Y 4JH London');
  });

  it('says kindly what it cannot do: card once transfer is chosen, an unknown button', async () => {
    const { path } = await confirmedOrder();
    await postForm(path, { action: 'bank-transfer' });
    // A card button of the page as it was before (another tab): refused, with the reason.
    const card = await postForm(path, { action: 'checkout' });
    expect(card.statusCode).toBe(409);
    expectPrivate(card);
    expect(card.body).toContain(
      'This order is to be paid by bank transfer: the bank details are on this page.',
    );
    expect(card.body).toContain('Where should we ship it?');

    const unknown = await postForm(path, { action: 'refund-me' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('This button is not one of the order page’s');
  });

  it('refuses a form sent from another site, and changes nothing', async () => {
    const { path } = await confirmedOrder();
    const forged = await postForm(path, { action: 'bank-transfer' }, { 'sec-fetch-site': 'cross-site' });
    expect(forged.statusCode).toBe(403);
    expect((await page(path)).body).toContain('Your number is held for you');
  });

  it('answers a link that names no order with a 404 page that says so, never cached', async () => {
    for (const path of ['/orders/not-a-token', '/orders/1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA']) {
      const opened = await page(path);
      expect(opened.statusCode).toBe(404);
      expectPrivate(opened);
      expect(opened.body).toContain('This order link does not work');
      expect(opened.body).toContain('check that it was copied whole from the email');
    }
    const posted = await postForm('/orders/not-a-token', { action: 'bank-transfer' });
    expect(posted.statusCode).toBe(404);
    expect(posted.body).toContain('This order link does not work');
  });
});
