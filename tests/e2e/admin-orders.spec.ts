import type { Page } from '@playwright/test';
import type { AdminOrder, OrderView, SalesSettingsView } from '../../contract/sales';
import type { Sculpture } from '../../contract/sculpture';
import { readDeliveredCopy } from './outbox';
import {
  adminHeaders,
  expectNoSeriousA11yViolations,
  shootAtBothWidths,
  signInAsAdmin,
  toastTitled,
  uniqueEmail,
} from './support';
import { expect, test } from './test';

// The owner sets up sales (bank transfer on), prices a size of Hero Kid, and with an order a
// collector opened (a reservation, its confirm link, the bank-transfer choice) finds it in Orders,
// marks it paid and ships it with tracking; each step asked first. The journeys share the demo
// content: the price and the sales settings are put back at the end.

const SHOTS = 'test-results/admin-orders';
const PIECE = 'Hero Kid';
const shoot = (page: Page, name: string) => shootAtBothWidths(page, SHOTS, name);

async function heroKid(page: Page): Promise<Sculpture> {
  const answer = await page.request.get('/api/admin/sculptures', {
    headers: await adminHeaders(page.request),
  });
  const pieces = (await answer.json()) as Sculpture[];
  return pieces.find((piece) => piece.title === PIECE)!;
}

/**
 * A collector reserves, confirms by the emailed link, chooses bank transfer and gives the address
 * its invoice is made out to: the order's token.
 */
async function orderByBankTransfer(page: Page, sculptureId: number, name: string, email: string) {
  const asked = await page.request.post('/api/reservations', {
    data: { sculptureId, size: '100', name, email },
  });
  expect(asked.status()).toBe(201);
  const mail = await readDeliveredCopy(email, `A number of ${PIECE} is held for you`);
  const token = new URL(
    /https?:\/\/\S+\/reserve\/confirm\?token=[\w.%-]+/.exec(mail.text ?? '')![0],
  ).searchParams.get('token');
  const confirmed = await page.request.post('/api/reservations/confirm', { data: { token } });
  expect(confirmed.ok()).toBe(true);
  const { orderPath } = (await confirmed.json()) as { orderPath: string | null };
  expect(orderPath, 'a priced size opens an order').toMatch(/^\/orders\//);
  const orderToken = orderPath!.split('/').pop()!;
  const chosen = await page.request.post(`/api/orders/${orderToken}/bank-transfer`);
  expect(chosen.ok()).toBe(true);
  const addressed = await page.request.post(`/api/orders/${orderToken}/address`, {
    data: {
      address: { name, line1: '4 Mercer Street', postalCode: 'WC2H 9QA', city: 'London', country: 'GB' },
    },
  });
  expect(addressed.ok(), await addressed.text()).toBe(true);
  return orderToken;
}

test('the owner sets up sales, prices a piece, and takes a bank-transfer order to paid and shipped', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const headers = await adminHeaders(page.request);
  const before = (await (
    await page.request.get('/api/admin/sales-settings', { headers })
  ).json()) as SalesSettingsView;
  const hero = await heroKid(page);
  const collector = uniqueEmail('order');
  const name = `Buyer ${collector.slice(6, 16)}`;
  try {
    await signInAsAdmin(page);

    // Sales Settings: who sells, and bank transfer on, switched by keyboard.
    await page.getByRole('tab', { name: 'Sales Settings' }).click();
    await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('EUR');
    await page.getByLabel('Legal name', { exact: true }).fill('Chrome Kids Studio Ltd');
    await page.getByLabel('Address', { exact: true }).fill('1 Foundry Lane\nLondon E1 6AN\nUnited Kingdom');
    await page.getByLabel('Tax rate (%)', { exact: true }).fill('20');
    await page.getByRole('switch', { name: 'Offer bank transfer' }).focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Account holder', { exact: true }).fill('Chrome Kids Studio Ltd');
    await page.getByLabel('IBAN (account number)', { exact: true }).fill('GB33 BUKB 2020 1555 5555 55');
    await page.getByLabel('BIC (SWIFT)', { exact: true }).fill('BUKBGB22');
    // The journeys' server has no Stripe keys: the card's card says what it needs.
    await expect(page.getByText('Card payment is not set up on the server')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'settings');
    await page.getByRole('button', { name: 'Save Settings' }).focus();
    await page.keyboard.press('Enter');
    await expect(toastTitled(page, 'Sales settings saved')).toBeVisible();

    // A price on Hero Kid's 12 inch, typed as a person writes it, read back before it is saved.
    await page.getByRole('tab', { name: 'Collection' }).click();
    await page.getByRole('button', { name: `Edit ${PIECE}` }).click();
    const price = page.getByLabel('12 inch price (EUR)');
    await price.fill('4800,5');
    await page.keyboard.press('Tab');
    await expect(page.getByText(/^Write the price in EUR with a point/)).toBeVisible();
    await price.fill('4800');
    await page.keyboard.press('Tab');
    await expect(price).toHaveValue('4,800.00');
    await expect(page.getByText('Collectors see €4,800.00')).toBeVisible();
    await price.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'price');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toastTitled(page, 'Sculpture updated')).toBeVisible();
    const card = page.getByRole('article', { name: PIECE, exact: true });
    await expect(card.getByText('€4,800.00')).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shoot(page, 'card');

    // A collector's order, through the site's own calls.
    const orderToken = await orderByBankTransfer(page, hero.id, name, collector);

    // Orders: found by the collector's address, awaiting the transfer.
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByLabel('Search orders').fill(collector);
    await page.keyboard.press('Enter');
    const row = page.getByRole('button').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Awaiting payment')).toBeVisible();
    await expect(row).toContainText(`${PIECE}, 12 inch, No.`);
    await expect(row).toContainText('€4,800.00');
    await expect(row).toContainText('Bank transfer');
    await expect(row).toContainText('Watch for the transfer');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'orders');

    await row.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^Order VT-\d+$/ })).toBeVisible();
    await expect(page.getByText(/^INV-\d{4}-\d{4}$/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Collector’s order page/ })).toHaveAttribute(
      'href',
      `/orders/${orderToken}`,
    );
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'order');

    // More time is asked first too, and Escape leaves the order as it was.
    await page.getByRole('button', { name: 'Give more time' }).click();
    const moreTime = page.getByRole('dialog', { name: `Give ${name} more time to pay?` });
    await expect(moreTime.getByLabel('Days more')).toHaveValue('7');
    await shoot(page, 'more-time');
    await page.keyboard.press('Escape');
    await expect(moreTime).toBeHidden();

    // Mark paid asks first, with the amount; Escape changes nothing.
    await page.getByRole('button', { name: 'Mark paid' }).click();
    const paidQuestion = page.getByRole('dialog', { name: 'Mark €4,800.00 paid?' });
    await expect(paidQuestion).toContainText(`${name} paid €4,800.00 for ${PIECE}, 12 inch, No.`);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'mark-paid');
    await page.keyboard.press('Escape');
    await expect(paidQuestion).toBeHidden();
    await expect(page.getByText('Watch for the transfer')).toBeVisible();
    await page.getByRole('button', { name: 'Mark paid' }).click();
    await paidQuestion.getByRole('button', { name: 'Mark paid' }).focus();
    await page.keyboard.press('Enter');
    await expect(toastTitled(page, 'Order updated')).toBeVisible();
    await expect(paidQuestion).toBeHidden();
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();

    // Shipped with tracking: the collector's page shows it, and they are told.
    await page.getByRole('button', { name: 'Ship', exact: true }).click();
    const shipQuestion = page.getByRole('dialog', { name: `Ship ${PIECE}, 12 inch, No.`, exact: false });
    await shipQuestion.getByLabel(/Carrier/).fill('DHL Express');
    await shipQuestion.getByLabel(/Tracking number/).fill('JD014600006281');
    await shipQuestion.getByLabel(/Tracking link/).fill('https://www.dhl.com/track?id=JD014600006281');
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'ship');
    await shipQuestion.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(toastTitled(page, 'Order updated')).toBeVisible();
    await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'JD014600006281' })).toHaveAttribute(
      'href',
      'https://www.dhl.com/track?id=JD014600006281',
    );
    await expect(page.getByText('Mark delivered when it arrives')).toBeVisible();
    await shoot(page, 'shipped');
    const view = (await (await page.request.get(`/api/orders/${orderToken}`)).json()) as OrderView;
    expect(view.state).toBe('paid');
    expect(view.shipment).toMatchObject({
      state: 'shipped',
      carrier: 'DHL Express',
      trackingNumber: 'JD014600006281',
    });
    const listed = (await (
      await page.request.get(`/api/admin/orders?q=${encodeURIComponent(collector)}`, { headers })
    ).json()) as { items: AdminOrder[] };
    expect(listed.items.map((order) => order.stage)).toEqual(['shipped']);

    // The price is put back by hand, as it was.
    await page.getByRole('tab', { name: 'Collection' }).click();
    await page.getByRole('button', { name: `Edit ${PIECE}` }).click();
    await page.getByLabel('12 inch price (EUR)').fill('');
    await expect(page.getByText('Collectors see “Price on request”').first()).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toastTitled(page, 'Sculpture updated')).toBeVisible();
    await expect(card.getByText('Price on request').first()).toBeVisible();
  } finally {
    // Whatever happened above, the next journeys find the demo content as it was.
    const now = await heroKid(page);
    if (now.price100 !== hero.price100)
      await page.request.put(`/api/admin/sculptures/${hero.id}`, {
        headers,
        data: { ...now, price100: hero.price100 },
      });
    await page.request.post('/api/admin/sales-settings', { headers, data: before.settings });
  }
});

test('the owner matches a bank statement to the orders before applying it, and exports the ledger', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const headers = await adminHeaders(page.request);
  const before = (await (
    await page.request.get('/api/admin/sales-settings', { headers })
  ).json()) as SalesSettingsView;
  const hero = await heroKid(page);
  const collector = uniqueEmail('statement');
  const name = `Payer ${collector.slice(10, 20)}`;
  try {
    // Set up as the first journey left it, through the API this time.
    const settings = {
      ...before.settings,
      seller: { ...before.settings.seller, legalName: 'Chrome Kids Studio Ltd' },
      bankTransfer: {
        ...before.settings.bankTransfer,
        enabled: true,
        accountHolder: 'Chrome Kids',
        iban: 'GB33BUKB20201555555555',
      },
    };
    expect((await page.request.post('/api/admin/sales-settings', { headers, data: settings })).ok()).toBe(
      true,
    );
    const priced = await page.request.put(`/api/admin/sculptures/${hero.id}`, {
      headers,
      data: { ...hero, price100: 250_000 },
    });
    expect(priced.ok()).toBe(true);
    const orderToken = await orderByBankTransfer(page, hero.id, name, collector);
    const invoice = ((await (await page.request.get(`/api/orders/${orderToken}`)).json()) as OrderView)
      .invoice!.number;

    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByRole('button', { name: 'Match a bank statement' }).click();
    await expect(page.getByRole('heading', { name: 'Match a bank statement' })).toBeVisible();
    const statement = [
      'Booking date;Amount;Payment reference;Name',
      `2026-12-05;2500.00;${invoice} ${name};${name}`,
      '2026-12-05;99.00;Coffee beans;The corner shop',
      '',
    ].join('\n');
    await page.getByLabel('Statement (CSV)').setInputFiles({
      name: 'statement.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(statement),
    });
    await page.getByRole('button', { name: 'Match payments' }).click();
    const matched = page.getByRole('region', { name: 'Matched payments (1)' });
    const unmatched = page.getByRole('region', { name: 'Not matched (1)' });
    await expect(matched).toContainText('€2,500.00');
    await expect(matched).toContainText(invoice);
    await expect(unmatched).toContainText('The corner shop');
    await expect(matched.getByRole('checkbox')).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'statement');

    // Nothing is applied before the question is answered.
    await page.getByRole('button', { name: 'Mark 1 order paid' }).click();
    const question = page.getByRole('alertdialog', { name: 'Mark these orders paid?' });
    await expect(question).toContainText('€2,500.00 in all');
    await question.getByRole('button', { name: 'Mark 1 order paid' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Match another statement' })).toContainText(
      '1 order marked paid.',
    );
    await shoot(page, 'statement-applied');
    const listed = (await (
      await page.request.get(`/api/admin/orders?q=${encodeURIComponent(collector)}`, { headers })
    ).json()) as { items: AdminOrder[] };
    expect(listed.items.map((order) => order.stage)).toEqual(['paid']);

    // The paid order offers its refund, asked first with the number's fate and the amount.
    await page.getByRole('button', { name: 'Back to orders' }).first().click();
    await page.getByRole('button').filter({ hasText: name }).click();
    await page.getByRole('button', { name: 'Refund' }).click();
    const refund = page.getByRole('dialog', { name: `Refund €2,500.00 to ${name}?` });
    await expect(refund.getByRole('radio', { name: /returns to sale/ })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'refund');
    await page.keyboard.press('Escape');
    await expect(refund).toBeHidden();

    // The ledger of today, for the accountant.
    await page.getByRole('button', { name: 'Back to orders' }).click();
    await page.getByRole('button', { name: 'Sales ledger (CSV)' }).click();
    const ledger = page.getByRole('dialog', { name: 'Sales ledger' });
    const today = new Date().toISOString().slice(0, 10);
    await ledger.getByLabel('From').fill(today);
    await ledger.getByLabel('To').fill(today);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'ledger');
    const download = page.waitForEvent('download');
    await ledger.getByRole('button', { name: 'Download CSV' }).click();
    const file = await (await download).path();
    const csv = await import('node:fs/promises').then((fs) => fs.readFile(file, 'utf8'));
    expect(csv).toContain(invoice);
    expect(csv).toContain(name);
    await expect(ledger).toBeHidden();
  } finally {
    const now = await heroKid(page);
    if (now.price100 !== hero.price100)
      await page.request.put(`/api/admin/sculptures/${hero.id}`, {
        headers,
        data: { ...now, price100: hero.price100 },
      });
    await page.request.post('/api/admin/sales-settings', { headers, data: before.settings });
  }
});
