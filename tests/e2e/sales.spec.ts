import type { Browser, Page } from '@playwright/test';
import {
  changePiece,
  confirmPathIn,
  expectPdfAnswer,
  keepPdf,
  openShop,
  PIECE_PRICES,
  type PiecePrice,
  type Shop,
  setUpSales,
} from './sales-shop';
import {
  expectAccessibleWithoutApp,
  expectNoSeriousA11yViolations,
  shootAtBothWidths,
  signInAsAdmin,
  toastTitled,
  uniqueEmail,
} from './support';
import { expect, test as journeyTest } from './test';

/*
 * From a held number to money received and a piece at the collector's door, in Chromium: a
 * collector pays by card on the local stand-in of Stripe's Checkout page; another chooses bank
 * transfer (with script and without), downloads the invoice, gives the address, and the owner
 * marks it paid and ships it with tracking; an unpaid order's number goes to the next in line.
 * On a shop of its own (tests/e2e/sales-shop.ts): a private server with Stripe's keys pointing
 * at the stand-in, the sales settings and prices set through the admin API.
 */

const SHOTS = 'test-results/sales';

/** Screenshots at 390 and 1440 wide, after checking a phone shows the page without scrolling sideways. */
async function shoot(page: Page, name: string) {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    `${name} fits 390 px`,
  ).toBeLessThanOrEqual(390);
  if (before) await page.setViewportSize(before);
  await shootAtBothWidths(page, SHOTS, name);
}

/**
 * The shop, opened once for the file's journeys (they run in order on one worker): the stand-in,
 * the server, the sales settings and the prices. Every page of these journeys is the shop's.
 * Opened by the first journey and closed after the last, not as a worker fixture: one puts
 * the file in a worker of its own, which Playwright starts after every other file, so the run
 * would end on this file's journeys alone while the other workers wait.
 */
let openedShop: Shop | undefined;
const test = journeyTest.extend<{ shop: Shop }>({
  shop: async ({ playwright }, use, testInfo) => {
    if (!openedShop) {
      // Opening it is the first journey's work, beyond its own timeout.
      testInfo.setTimeout(testInfo.timeout + 360_000);
      const opened = await openShop();
      openedShop = opened;
      const request = await playwright.request.newContext({ baseURL: opened.origin });
      await setUpSales(request);
      for (const { title, change } of Object.values(PIECE_PRICES)) await changePiece(request, title, change);
      await request.dispose();
    }
    await use(openedShop);
  },
  baseURL: async ({ shop }, use) => use(shop.origin),
});

test.afterAll(async () => {
  await openedShop?.stop();
  openedShop = undefined;
});

/** Once the app is live on a page the browser loaded itself (a redirect, not a goto). */
const appReady = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');

/** axe on the page as it is: in the page itself with script, or as served without it. */
async function expectAccessible(page: Page, browser: Browser, script: boolean) {
  if (script) await expectNoSeriousA11yViolations(page);
  else await expectAccessibleWithoutApp(browser, page.url());
}

/**
 * The piece page's Reserve link for a size, by keyboard, and its form (the dialog with script,
 * the reservation page without); `answer` is what the collector is told once it is sent.
 */
async function reserveOnPiecePage(
  page: Page,
  piece: PiecePrice,
  collector: { name: string; email: string },
  answer: RegExp,
) {
  await page.goto(piece.path);
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText(piece.priceText);
  await page.getByRole('link', { name: `Reserve ${piece.sizeLabel}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Name')).toBeVisible();
  await page.getByLabel('Name').fill(collector.name);
  await page.getByLabel('Email').fill(collector.email);
  await page.getByLabel('Message').fill('For the hall, by the window.');
  await page.getByRole('button', { name: 'Send Request' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(answer).first()).toBeVisible();
}

/** The order's reference (VT-0001), as the order page's eyebrow says it. */
async function referenceOn(page: Page): Promise<string> {
  const eyebrow = page.getByText(/^Order VT-\d+$/);
  return /VT-\d+/.exec((await eyebrow.textContent()) ?? '')![0];
}

/** The held email's confirm link, opened and answered by keyboard: the order page follows. */
async function confirmByEmailLink(shop: Shop, page: Page, piece: PiecePrice, email: string, script: boolean) {
  const held = await shop.mail(email, `A number of ${piece.title} is held for you`);
  await page.goto(confirmPathIn(held.text));
  await expect(page.getByRole('heading', { name: 'Confirm your request?' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm My Request' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\/[^/?]+$/);
  if (script) await appReady(page);
  await expect(page.getByRole('heading', { name: 'Your number is held for you' })).toBeVisible();
  const summary = page.getByRole('complementary');
  await expect(summary).toContainText(piece.title);
  await expect(summary).toContainText(piece.priceText);
}

test('a collector reserves at the drop, pays by card on Checkout, and their order page says Paid', async ({
  page,
  shop,
}) => {
  test.setTimeout(240_000);
  const piece = PIECE_PRICES.heroKid;
  const email = uniqueEmail('card');
  const collector = { name: 'Casey Cardholder', email };

  await reserveOnPiecePage(page, piece, collector, /A Number Is Held for You/);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'card-reserved');
  await page.keyboard.press('Escape');
  await confirmByEmailLink(shop, page, piece, email, true);
  const orderUrl = page.url();
  await expect(page.getByRole('button', { name: 'Pay by card' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay by bank transfer' })).toBeVisible();
  await expect(page.getByText(/^Your number is kept for you until /)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'card-order');

  // Stripe's hosted page (the stand-in's): the amount, the collector's email, a test card.
  await page.getByRole('button', { name: 'Pay by card' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`^${shop.peer.url}/pay/cs_`));
  const pay = page.getByRole('button', { name: `Pay ${piece.priceText}` });
  await expect(pay).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByRole('list', { name: 'Order' })).toContainText(piece.title);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'card-checkout');

  // Stripe's word is held back a moment: the page comes back before the webhook, as it can.
  shop.peer.holdDeliveries(true);
  await page.getByLabel('Card number').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${orderUrl}?paid=1`);
  await appReady(page);
  await expect(
    page.getByRole('heading', { name: 'Thank you — we are confirming your payment' }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'This page updates by itself' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'card-confirming');

  // The event arrives (signed, as Stripe sends it); the page, asking every few seconds, says Paid.
  const completed = shop.peer.events.find((event) => event.type === 'checkout.session.completed');
  expect(completed, 'Checkout made its completed event').toBeTruthy();
  shop.peer.holdDeliveries(false);
  expect((await shop.peer.deliver(completed!.id)).status).toBe(200);
  await expect(page.getByRole('heading', { name: 'Paid — thank you' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/^We received your payment on /)).toBeVisible();
  // Checkout collected the address; the parcel is being packed.
  await expect(page.getByText('Being packed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay by card' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'card-paid');

  // The receipt: the invoice marked paid, downloaded by keyboard.
  const receiptLink = page.getByRole('link', { name: 'Download your receipt (PDF)' });
  const number = (await receiptLink.getAttribute('download'))!.replace(/\.pdf$/, '');
  expect(number).toMatch(/^INV-\d{4}-\d{4}$/);
  await expectPdfAnswer(page, (await receiptLink.getAttribute('href'))!, number);
  const downloading = page.waitForEvent('download');
  await receiptLink.focus();
  await page.keyboard.press('Enter');
  await keepPdf(await downloading, SHOTS, 'receipt-card');
  const receiptMail = await shop.mail(email, `Payment received: ${piece.title} is yours`);
  expect(receiptMail.attachments.map((file) => file.contentType)).toContain('application/pdf');

  // The certificate of authenticity for that number.
  const certificate = page.getByRole('link', { name: 'See your certificate' });
  await expect(certificate).toBeVisible();
  await certificate.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/verify\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Valid certificate' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(piece.title);
  await shoot(page, 'card-certificate');
});

/** The owner opens the collector's order in the Orders tab, found by their address. */
async function openOrderAsOwner(owner: Page, email: string, name: string) {
  await signInAsAdmin(owner);
  await owner.getByRole('tab', { name: 'Orders' }).click();
  await owner.getByLabel('Search orders').fill(email);
  await owner.keyboard.press('Enter');
  const row = owner.getByRole('button').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.focus();
  await owner.keyboard.press('Enter');
  await expect(owner.getByRole('heading', { name: /^Order VT-\d+$/ })).toBeVisible();
}

/** Where to ship, typed into the order page's own form. */
async function typeAddress(page: Page, name: string) {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Street and number').fill('Rue des Fleurs 12');
  await page.getByLabel('Postal code').fill('75011');
  await page.getByLabel('City', { exact: false }).fill('Paris');
  await page.getByRole('textbox', { name: /^Country/ }).fill('fr');
  await page.getByLabel(/^Phone/).fill('+33 1 23 45 67 89');
}

/**
 * Bank transfer from the collector's side (with the page's script or without it), and the
 * owner's: the invoice and its details, the address, marked paid, shipped with tracking; the
 * collector's page and email say so.
 */
async function payByBankTransfer(
  {
    shop,
    collectorPage: page,
    owner,
    browser,
  }: { shop: Shop; collectorPage: Page; owner: Page; browser: Browser },
  { script, label }: { script: boolean; label: string },
) {
  const piece = PIECE_PRICES.heroKid;
  const email = uniqueEmail(`transfer-${label}`);
  const name = script ? 'Theo Transfer' : 'Nora Noscript';
  const shots = (state: string) => shoot(page, `transfer-${label}-${state}`);

  await reserveOnPiecePage(page, piece, { name, email }, /A Number Is Held for You/);
  await confirmByEmailLink(shop, page, piece, email, script);
  const orderUrl = page.url();

  // Bank transfer: the invoice is made out to the buyer, so the page asks where to ship first,
  // typed into the page's own form; then the invoice, with the bank details and the reference.
  await page.getByRole('button', { name: 'Pay by bank transfer' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Where should we ship it?' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bank transfer details' })).toHaveCount(0);
  await typeAddress(page, name);
  await shots('address');
  await page.getByRole('button', { name: 'Save and get my invoice' }).focus();
  await page.keyboard.press('Enter');
  const shipTo = page.getByRole('region', { name: 'Shipping to' });
  await expect(shipTo).toContainText('Rue des Fleurs 12');
  await expect(shipTo).toContainText('75011 Paris');
  await expect(page.getByRole('button', { name: 'Save and get my invoice' })).toHaveCount(0);

  await expect(page.getByRole('heading', { name: 'Your invoice is ready' })).toBeVisible();
  const invoiceLink = page.getByRole('link', { name: /^Download invoice INV-\d{4}-\d{4} \(PDF\)$/ });
  const invoice = /INV-\d{4}-\d{4}/.exec((await invoiceLink.textContent()) ?? '')![0];
  const bank = page.getByRole('region', { name: 'Bank transfer details' });
  await expect(bank).toContainText('Chrome Kids Studio Ltd');
  await expect(bank).toContainText('GB33 BUKB 2020 1555 5555 55');
  await expect(bank).toContainText('BUKBGB22');
  await expect(bank.getByRole('definition').filter({ hasText: invoice })).toBeVisible();
  await expect(bank.getByRole('definition').filter({ hasText: piece.priceText })).toBeVisible();
  await expect(page.getByText(/^Please pay by .+; your number is kept for you until then\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay by card' })).toHaveCount(0);
  await expectAccessible(page, browser, script);
  await shots('invoice');
  await expectPdfAnswer(page, (await invoiceLink.getAttribute('href'))!, invoice);
  const downloading = page.waitForEvent('download');
  await invoiceLink.focus();
  await page.keyboard.press('Enter');
  await keepPdf(await downloading, SHOTS, `invoice-${label}`);
  const invoiceMail = await shop.mail(email, `Invoice for your order ${await referenceOn(page)}`);
  expect(invoiceMail.attachments.map((file) => file.filename)).toContain(`${invoice}.pdf`);

  // The owner sees the transfer arrive, marks it paid and ships, each asked first.
  await openOrderAsOwner(owner, email, name);
  await owner.getByRole('button', { name: 'Mark paid' }).click();
  const paid = owner.getByRole('dialog', { name: `Mark ${piece.priceText} paid?` });
  await paid.getByRole('button', { name: 'Mark paid' }).focus();
  await owner.keyboard.press('Enter');
  await expect(toastTitled(owner, 'Order updated')).toBeVisible();
  await expect(paid).toBeHidden();
  await owner.getByRole('button', { name: 'Ship', exact: true }).click();
  const ship = owner.getByRole('dialog', {
    name: `Ship ${piece.title}, ${piece.sizeLabel}, No.`,
    exact: false,
  });
  await expect(ship).toContainText('Rue des Fleurs 12');
  const tracking = `JD0146${Date.now().toString().slice(-8)}`;
  const trackingUrl = `https://www.dhl.com/track?id=${tracking}`;
  await ship.getByLabel(/Carrier/).fill('DHL Express');
  await ship.getByLabel(/Tracking number/).fill(tracking);
  await ship.getByLabel(/Tracking link/).fill(trackingUrl);
  await ship.getByRole('button', { name: 'Mark shipped' }).focus();
  await owner.keyboard.press('Enter');
  await expect(toastTitled(owner, 'Order updated')).toBeVisible();
  await expect(owner.getByRole('link', { name: tracking })).toHaveAttribute('href', trackingUrl);

  // The collector's page: shipped, with the tracking link; the receipt now says paid.
  await page.goto(orderUrl);
  await expect(page.getByRole('heading', { name: 'On its way' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Shipped' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(page.getByText(/^Your piece left the studio on .+ with DHL Express\.$/)).toBeVisible();
  await expect(page.getByText(`Tracking number ${tracking}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Track the parcel' })).toHaveAttribute('href', trackingUrl);
  await expectAccessible(page, browser, script);
  await shots('shipped');
  const receiptLink = page.getByRole('link', { name: 'Download your receipt (PDF)' });
  const receiptDownload = page.waitForEvent('download');
  await receiptLink.focus();
  await page.keyboard.press('Enter');
  await keepPdf(await receiptDownload, SHOTS, `receipt-${label}`);

  // The shipped email carries the carrier, the number and the link, opened as a mail client would.
  const shipped = await shop.mail(email, `${piece.title} is on its way`);
  expect(shipped.text).toContain('with DHL Express');
  expect(shipped.text).toContain(`Tracking number: ${tracking}`);
  expect(shipped.text).toContain(`Track the parcel: ${trackingUrl}`);
  await owner.setContent(shipped.html || '');
  await expect(owner.getByRole('link', { name: 'Track the parcel' })).toHaveAttribute('href', trackingUrl);
  await expect(owner.getByRole('link', { name: 'Follow my order' })).toHaveAttribute('href', orderUrl);
  await shootAtBothWidths(owner, SHOTS, `transfer-${label}-shipped-email`);
}

test('a collector pays by bank transfer with the invoice, and the owner marks it paid and ships it', async ({
  page,
  context,
  browser,
  shop,
}) => {
  test.setTimeout(240_000);
  const owner = await context.newPage();
  await payByBankTransfer({ shop, collectorPage: page, owner, browser }, { script: true, label: 'script' });
});

test('the same bank transfer without JavaScript: every step is a link or a form the browser sends', async ({
  context,
  browser,
  shop,
}) => {
  test.setTimeout(240_000);
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL: shop.origin });
  try {
    const owner = await context.newPage();
    await payByBankTransfer(
      { shop, collectorPage: await plain.newPage(), owner, browser },
      { script: false, label: 'no-script' },
    );
  } finally {
    await plain.close();
  }
});

/*
 * A lapse, as the collector next in line meets it. A built server's clock cannot be moved, and a
 * card order's shortest time to pay is 30 minutes: too long to wait for honestly. The owner's
 * Cancel with "the number returns to sale" frees the number through the same step a lapse
 * takes (the next in line is held it and emailed), so this journey cancels the unpaid order; the
 * lapse itself, at its time on a test clock, is asserted in server/modules/sales/sales.test.ts.
 */
test('an unpaid order ends, and the one number goes to the next collector in line, who confirms and can pay', async ({
  page,
  context,
  shop,
}) => {
  test.setTimeout(240_000);
  const piece = PIECE_PRICES.gamerKidUnique;
  const first = { name: 'Ferdinand First', email: uniqueEmail('first') };
  const next = { name: 'Nell Next', email: uniqueEmail('next') };

  // The first asks for the one number and holds it; the second is told they are in line.
  await reserveOnPiecePage(page, piece, first, /A Number Is Held for You/);
  await reserveOnPiecePage(page, piece, next, /You are number 2 in line/);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'lapse-in-line');
  await shop.mail(next.email, `You are number 2 in line for ${piece.title}`);

  // The first confirms, chooses bank transfer, gives the address (an invoice is issued), and
  // does not pay.
  await confirmByEmailLink(shop, page, piece, first.email, true);
  const firstOrder = page.url();
  const firstReference = await referenceOn(page);
  await expect(page.getByRole('complementary')).toContainText('No. 1 of 1');
  await page.getByRole('button', { name: 'Pay by bank transfer' }).focus();
  await page.keyboard.press('Enter');
  await typeAddress(page, first.name);
  await page.getByRole('button', { name: 'Save and get my invoice' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Your invoice is ready' })).toBeVisible();

  // The owner ends the order, asked first, and the number returns to sale.
  const owner = await context.newPage();
  await openOrderAsOwner(owner, first.email, first.name);
  await owner.getByRole('button', { name: 'Cancel order' }).click();
  const question = owner.getByRole('dialog', { name: `Cancel ${first.name}’s order?` });
  await expect(question.getByRole('radio', { name: /returns to sale/ })).toBeChecked();
  await expect(question).toContainText(/A credit note cancels invoice INV-\d{4}-\d{4}\./);
  await question.getByLabel('Reason').fill('The transfer did not arrive in time.');
  await expectNoSeriousA11yViolations(owner);
  await shoot(owner, 'lapse-cancel-question');
  await question.getByRole('button', { name: 'Cancel order' }).focus();
  await owner.keyboard.press('Enter');
  await expect(question).toBeHidden();
  await expect(owner.getByText('Cancelled', { exact: true }).first()).toBeVisible();

  // The first collector is told, and their page says so with the credit note.
  const told = await shop.mail(first.email, `Your order ${firstReference} has been cancelled`);
  expect(told.text).toContain('The transfer did not arrive in time.');
  await page.goto(firstOrder);
  await expect(page.getByRole('heading', { name: 'This order was cancelled' })).toBeVisible();
  const creditLink = page.getByRole('link', { name: /^Download credit note [\w-]+ \(PDF\)$/ });
  const creditNote = /Download credit note ([\w-]+) \(PDF\)/.exec(
    (await creditLink.textContent()) ?? '',
  )![1]!;
  await expectPdfAnswer(page, (await creditLink.getAttribute('href'))!, creditNote);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'lapse-cancelled');
  const downloading = page.waitForEvent('download');
  await creditLink.focus();
  await page.keyboard.press('Enter');
  await keepPdf(await downloading, SHOTS, 'credit-note');

  // The next in line is held the number and emailed; they confirm and reach their own order.
  await confirmByEmailLink(shop, page, piece, next.email, true);
  expect(page.url()).not.toBe(firstOrder);
  await expect(page.getByRole('complementary')).toContainText('No. 1 of 1');
  await expect(page.getByRole('button', { name: 'Pay by card' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'lapse-next-order');
});
