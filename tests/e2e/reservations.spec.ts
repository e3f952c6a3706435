import { mkdir } from 'node:fs/promises';
import { test as base, type Page } from '@playwright/test';
import { BRAND_NAME } from '../../contract/brand';
import { readDeliveredCopy } from './outbox';
import { expectNoSeriousA11yViolations, signInAsAdmin, toastTitled, uniqueEmail } from './support';
import { expect, test } from './test';

// A collector reserves a numbered edition of Hero Kid (its demo register: 50 of 12 inch), with
// the script and without it, confirms by the link in the email (the outbox), and the owner
// confirms the sale on the dashboard: the collector's email carries the edition number.

const SHOTS = 'test-results/reservations';
const PIECE = 'Hero Kid';
const FORM = '/reserve?piece=hero-kid&size=100';

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

async function fillRequest(page: Page, name: string, email: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Message').fill('The first cast, if it is free.');
}

/** The confirm link of the collector's "held" email, as a path on this server. */
async function confirmPath(to: string): Promise<string> {
  const mail = await readDeliveredCopy(to, `A number of ${PIECE} is held for you`);
  expect(mail.text).toContain(`in line for ${PIECE}, 12 inch`);
  const link = /https?:\/\/\S+\/reserve\/confirm\?token=[\w.%-]+/.exec(mail.text ?? '')?.[0];
  expect(link, 'confirm link in the text body').toBeTruthy();
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}

test('a collector reserves, confirms by the emailed link, and the owner confirms the sale with its number', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const collector = uniqueEmail('reserve');
  const name = `Collector ${collector.slice(0, 12)}`;

  await page.goto(FORM);
  await expect(page.getByRole('heading', { name: `Reserve ${PIECE}, 12 inch` })).toBeVisible();
  await fillRequest(page, name, collector);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'form');
  await page.getByRole('button', { name: 'Send Request' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('A Number Is Held for You')).toBeVisible();
  await expect(page.getByText(/You are number \d+ in line/)).toBeVisible();
  await shoot(page, 'held');

  // The email's link asks before it confirms; confirming is a keypress.
  await page.goto(await confirmPath(collector));
  await expect(page).toHaveTitle(`Confirm Your Request | ${BRAND_NAME}`);
  await expect(page.getByRole('heading', { name: 'Confirm your request?' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'confirm');
  await page.getByRole('button', { name: 'Confirm My Request' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();

  // The owner finds the request and confirms the sale, answering the question first.
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Reservations' }).click();
  await page.getByLabel('Piece').selectOption({ label: PIECE });
  const request = page.getByRole('listitem').filter({ hasText: collector });
  await expect(request.getByText('Held', { exact: true })).toBeVisible();
  await expect(request.getByText(/Confirmed by the collector/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await request.scrollIntoViewIfNeeded();
  await shoot(page, 'dashboard');
  await request.getByRole('button', { name: `Confirm Sale: ${name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm this sale?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm Sale' }).click();
  await expect(toastTitled(page, 'Sale confirmed')).toBeVisible();
  await expect(request.getByText('Sold', { exact: true })).toBeVisible();
  const number = Number((await request.getByText(/Edition number \d+/).textContent())?.match(/\d+/)?.[0]);
  expect(number).toBeGreaterThan(0);

  const sold = await readDeliveredCopy(collector, `${PIECE}: your edition number ${number}`);
  expect(sold.text).toContain(`Your edition number is ${number} of 50.`);
});

// Playwright's own test: ./test waits for the app to be live, which never happens without script.
const plain = base.extend({});

plain.describe('without JavaScript', () => {
  plain.use({ javaScriptEnabled: false });

  plain('the plain form reserves, and its answer is the page with the place', async ({ page }) => {
    const collector = uniqueEmail('noscript-reserve');
    await page.goto(FORM);
    await fillRequest(page, 'Plain Collector', collector);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page).toHaveURL(new RegExp(`${FORM.replace('?', '\\?')}$`));
    await expect(page.getByText(/A Number Is Held for You|You're in Line/)).toBeVisible();
    await shoot(page, 'no-script-sent');
    // What was asked is in no URL: the address is the form's own.
    expect(page.url()).not.toContain(encodeURIComponent(collector));
    await readDeliveredCopy(collector, `A number of ${PIECE} is held for you`);
  });
});
