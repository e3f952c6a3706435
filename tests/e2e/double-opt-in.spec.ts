import type { Browser, Page } from '@playwright/test';
import { BRAND_NAME } from '../../contract/brand';
import { readDeliveredCopy } from './outbox';
import {
  adminHeaders,
  adminList,
  expectNoSeriousA11yViolations,
  shootAtBothWidths,
  signInAsAdmin,
  solvedChallenge,
  toastTitled,
  uniqueEmail,
} from './support';
import { expect, test } from './test';

// Double opt-in: the admin turns it on in the dashboard; a visitor who subscribes is listed as
// pending and not counted for a send until they confirm through the link in their email (the
// outbox). The setting is shared by every journey, so it is turned off again whatever happens.

const SHOTS = 'test-results/double-opt-in';
const SUBJECT = `Confirm your subscription to ${BRAND_NAME}`;

const shoot = (page: Page, name: string) => shootAtBothWidths(page, SHOTS, name);

/** The confirmation link of the email in the outbox, as a path on this server. */
async function confirmationPath(to: string): Promise<string> {
  const mail = await readDeliveredCopy(to, SUBJECT);
  const link = /https?:\/\/\S+\/confirm\?token=[\w.%-]+/.exec(mail.text ?? '')?.[0];
  expect(link, 'confirmation link in the text body').toBeTruthy();
  const url = new URL(link ?? '');
  return `${url.pathname}${url.search}`;
}

const confirmedCount = async (page: Page) =>
  (await adminList<{ confirmed: boolean }>(page.request, 'newsletters')).filter((row) => row.confirmed)
    .length;

test.afterEach(async ({ request }) => {
  await request.post('/api/admin/audience-settings', {
    headers: await adminHeaders(request),
    data: { doubleOptIn: false },
  });
});

test('with double opt-in on, a subscriber is counted for a send only once they confirm by email', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const reader = uniqueEmail('optin');
  // Someone who subscribed before the setting was on: confirmed, and counted from the start.
  const before = await page.request.post('/api/newsletters', {
    headers: await solvedChallenge(page.request),
    data: { email: uniqueEmail('before') },
  });
  expect(before.status()).toBe(201);

  // The admin turns the setting on from the keyboard.
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Newsletters' }).click();
  const card = page.getByRole('region', { name: 'Double Opt-In' });
  const toggle = card.getByRole('switch', { name: 'Ask new addresses to confirm' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Save' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toastTitled(page, 'Audience Settings Saved')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Save' })).toBeDisabled();

  // A visitor subscribes from the footer and is told to confirm by email, not thanked for a
  // subscription that has not happened yet.
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Stay Updated').fill(reader);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(toastTitled(page, 'Check Your Inbox')).toBeVisible();
  await expect(
    page.getByText("To finish subscribing, open the link we've emailed you.").first(),
  ).toBeVisible();
  await expect(toastTitled(page, 'Successfully Subscribed!')).toHaveCount(0);
  await shoot(page, 'check-inbox-toast');

  // Listed as pending, and not counted for a send.
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Newsletters' }).click();
  const row = page.getByRole('listitem').filter({ hasText: reader });
  await expect(row.getByText('Pending')).toBeVisible();
  const confirmed = await confirmedCount(page);
  await expect(page.getByText(`Will send to ${confirmed} subscriber(s)`)).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Ask new addresses to confirm' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expectNoSeriousA11yViolations(page);
  await row.scrollIntoViewIfNeeded();
  await shoot(page, 'dashboard');

  // The link in the email asks before it confirms; confirming is a keypress.
  await page.goto(await confirmationPath(reader));
  await expect(page).toHaveTitle(`Confirm | ${BRAND_NAME}`);
  await expect(page.getByRole('heading', { name: 'Confirm your address?' })).toBeVisible();
  await expect(page.getByText(/^o\*\*\*@example\.com$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'confirm');
  await page.getByRole('button', { name: 'Confirm', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await expect(page.getByText('Your subscription is confirmed.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'confirmed');

  // Now confirmed, and counted.
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Newsletters' }).click();
  const confirmedRow = page.getByRole('listitem').filter({ hasText: reader });
  await expect(confirmedRow).toBeVisible();
  await expect(confirmedRow.getByText('Pending')).toHaveCount(0);
  await expect(page.getByText(`Will send to ${confirmed + 1} subscriber(s)`)).toBeVisible();
});

/** A browser that runs no script (or has not yet): the page and its form do the work. */
async function withoutScript<T>(browser: Browser, work: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await work(await context.newPage());
  } finally {
    await context.close();
  }
}

test('the confirmation link works in a browser that runs no script', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const reader = uniqueEmail('noscript');
  await request.post('/api/admin/audience-settings', {
    headers: await adminHeaders(request),
    data: { doubleOptIn: true },
  });

  await withoutScript(browser, async (bare) => {
    // Subscribed by the footer's form without script: the page it lands on says to look in the inbox.
    await bare.goto('/about');
    await bare.getByRole('contentinfo').getByLabel('Stay Updated').fill(reader);
    await bare.getByRole('contentinfo').getByLabel('Stay Updated').press('Enter');
    await expect(bare).toHaveURL(/\/newsletter\?sent=check-inbox$/);
    await expect(bare.getByRole('status').filter({ hasText: 'Check Your Inbox' })).toContainText(
      "To finish subscribing, open the link we've emailed you.",
    );
    await shoot(bare, 'check-inbox-no-script');
  });
  const link = await confirmationPath(reader);

  await withoutScript(browser, async (bare) => {
    await bare.goto(link);
    await expect(bare.getByRole('heading', { name: 'Confirm your address?' })).toBeVisible();
    await shoot(bare, 'confirm-no-script');
    await bare.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(bare.getByRole('heading', { name: 'Thank you' })).toBeVisible();
    await expect(bare.getByText('Your subscription is confirmed.')).toBeVisible();
    expect(new URL(bare.url()).searchParams.get('sent')).toBe('1');
    await shoot(bare, 'confirmed-no-script');
  });

  // The same page with its script (refresh or back) says it is done; the admin lists it confirmed.
  await page.goto(`${link}&sent=1`);
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  const listed = await adminList<{ email: string; confirmed: boolean }>(request, 'newsletters');
  expect(listed.find((row) => row.email === reader)).toMatchObject({ confirmed: true });
});
