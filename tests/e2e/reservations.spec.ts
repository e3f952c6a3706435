import { test as base, type Page } from '@playwright/test';
import { BRAND_NAME } from '../../contract/brand';
import { readDeliveredCopy } from './outbox';
import {
  expectNoSeriousA11yViolations,
  shootAtBothWidths,
  signInAsAdmin,
  solvedChallenge,
  toastTitled,
  uniqueEmail,
} from './support';
import { expect, test } from './test';

// A collector reserves a numbered edition of Hero Kid (its demo register: 50 of 12 inch), with
// the script and without it, confirms by the link in the email (the outbox), and the owner
// confirms the sale on the dashboard: the collector's email carries the edition number.

const SHOTS = 'test-results/reservations';
const PIECE = 'Hero Kid';
const FORM = '/reserve?piece=hero-kid&size=100';

const shoot = (page: Page, name: string) => shootAtBothWidths(page, SHOTS, name);

/** The Reservations tab's piece, by its title (the option also says how many requests are open). */
async function choosePiece(page: Page) {
  const picker = page.getByLabel('Piece');
  const value = await picker.locator('option', { hasText: PIECE }).getAttribute('value');
  await picker.selectOption(value!);
  await expect(picker.locator('option:checked')).toHaveText(new RegExp(`^${PIECE}( — .*)?$`));
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

  // Beside the inquiry, the piece offers 'Reserve' for the size with numbers left: a dialog.
  await page.goto('/sculptures/hero-kid');
  await expect(page.getByRole('link', { name: 'Inquire About This Piece' })).toBeVisible();
  await shoot(page, 'detail');
  await page.getByRole('link', { name: 'Reserve 12 inch' }).click();
  const dialog = page.getByRole('dialog', { name: `Reserve ${PIECE}, 12 inch` });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await fillRequest(page, name, collector);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'dialog');
  await dialog.getByRole('button', { name: 'Send Request' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('A Number Is Held for You')).toBeVisible();
  await expect(dialog.getByText(/You are number \d+ in line/)).toBeVisible();
  await shoot(page, 'held');
  await page.keyboard.press('Escape');

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
  await choosePiece(page);
  const request = page.getByRole('listitem').filter({ hasText: collector });
  await expect(request.getByText('Held', { exact: true })).toBeVisible();
  await expect(request.getByText(/Confirmed by the collector/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await request.scrollIntoViewIfNeeded();
  await shoot(page, 'dashboard');
  await request.getByRole('button', { name: `Confirm Sale: ${name}` }).click();
  const question = page.getByRole('alertdialog', { name: 'Confirm this sale?' });
  await expect(question).toBeVisible();
  // The number held for the request is chosen; the other free numbers of the size are listed to pick from.
  const choice = question.getByLabel('Edition number');
  await expect(choice.locator('option:checked')).toHaveText(/^No\. \d+ \(held for this request\)$/);
  const firstFree = choice.locator('option', { hasText: '(free)' }).first();
  await expect(firstFree).toBeAttached();
  const freeLabel = (await firstFree.textContent()) ?? '';
  const chosen = Number(freeLabel.match(/\d+/)?.[0]);
  await choice.selectOption({ label: freeLabel });
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'confirm-sale');
  await question.getByRole('button', { name: 'Confirm Sale' }).click();
  await expect(toastTitled(page, 'Sale confirmed')).toBeVisible();
  await expect(request.getByText('Sold', { exact: true })).toBeVisible();
  const number = Number((await request.getByText(/Edition number \d+/).textContent())?.match(/\d+/)?.[0]);
  expect(number).toBe(chosen);

  const sold = await readDeliveredCopy(collector, `${PIECE}: your edition number ${number}`);
  expect(sold.text).toContain(`Your edition number is ${number} of 50.`);
});

test('the owner releases a request after asking, the collector is told, and the number is free again', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const collector = uniqueEmail('release');
  const name = `Released ${collector.slice(8, 18)}`;
  const asked = await page.request.post('/api/reservations', {
    headers: await solvedChallenge(page.request),
    data: { sculptureId: await heroKidId(page), size: '100', name, email: collector },
  });
  expect(asked.status()).toBe(201);
  const remainingWhileHeld = await remaining(page);

  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Reservations' }).click();
  await choosePiece(page);
  // The piece picker marks what needs the owner.
  await expect(page.getByLabel('Piece').locator('option:checked')).toHaveText(/open requests?$/);
  const request = page.getByRole('listitem').filter({ hasText: collector });
  await expect(request.getByText('Held', { exact: true })).toBeVisible();

  // By keyboard: the question first, and Escape keeps the request.
  await request.getByRole('button', { name: `Release: ${name}` }).focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('alertdialog', { name: 'Release this request?' });
  await expect(question).toContainText(`${name} will be told their request cannot be completed`);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'release-question');
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  await expect(request.getByText('Held', { exact: true })).toBeVisible();

  await request.getByRole('button', { name: `Release: ${name}` }).focus();
  await page.keyboard.press('Enter');
  await question.getByRole('button', { name: 'Release' }).click();
  await expect(toastTitled(page, 'Request released')).toBeVisible();
  await expect(request.getByText('Released', { exact: true })).toBeVisible();
  await expect(request.getByRole('button', { name: `Release: ${name}` })).toHaveCount(0);

  const told = await readDeliveredCopy(collector, `Your request for ${PIECE}`);
  expect(told.text).toContain('The studio has released your request');
  // Its number went back: the public count is what it was before the request (demo data as found).
  await expect.poll(() => remaining(page)).toBe(remainingWhileHeld + 1);
});

/** Hero Kid's id and its 12 inch numbers left, as the public API says. */
async function heroKidId(page: Page): Promise<number> {
  const pieces = (await (await page.request.get('/api/sculptures')).json()) as { id: number; slug: string }[];
  return pieces.find((piece) => piece.slug === 'hero-kid')!.id;
}
async function remaining(page: Page): Promise<number> {
  const pieces = (await (await page.request.get('/api/sculptures')).json()) as {
    slug: string;
    editions: { size: string; remaining: number }[];
  }[];
  return pieces.find((piece) => piece.slug === 'hero-kid')!.editions.find((e) => e.size === '100')!.remaining;
}

// Playwright's own test: ./test waits for the app to be live, which never happens without script.
const plain = base.extend({});

plain.describe('without JavaScript', () => {
  plain.use({ javaScriptEnabled: false });

  plain('the plain form reserves, and its answer is the page with the place', async ({ page }) => {
    const collector = uniqueEmail('noscript-reserve');
    await page.goto('/sculptures/hero-kid');
    await page.getByRole('link', { name: 'Reserve 12 inch' }).click();
    await expect(page).toHaveURL(new RegExp(`${FORM.replace('?', '\\?')}$`));
    await shoot(page, 'no-script-form');
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

plain('what was typed before the script arrived is what is sent', async ({ page }) => {
  const collector = uniqueEmail('early-typist');
  // The app's scripts wait until the visitor has typed into the server's form.
  let typed: () => void = () => {};
  const scriptsMayLoad = new Promise<void>((resolve) => {
    typed = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await page.goto(FORM, { waitUntil: 'commit' });
  await page.getByLabel('Name').fill('Early Typist');
  await page.getByLabel('Email').fill(collector);
  typed();
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
  await expect(page.getByLabel('Email')).toHaveValue(collector);
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/reservations'));
  await page.getByRole('button', { name: 'Send Request' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ name: 'Early Typist', email: collector, size: '100' });
  await expect(page.getByText(/A Number Is Held for You|You're in Line/)).toBeVisible();
});
