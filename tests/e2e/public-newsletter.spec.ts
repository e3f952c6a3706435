import type { APIRequestContext, Page } from '@playwright/test';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import {
  adminHeaders,
  adminList,
  expectNoSeriousA11yViolations,
  toastTitled,
  uniqueEmail,
  untilHydrated,
} from './support';
import { expect, test } from './test';

const POPUP = {
  title: 'Join the Chrome Club',
  content: 'First word on every drop.',
  buttonText: 'Count Me In',
};

async function setPopup(request: APIRequestContext, enabled: boolean, delaySeconds: number) {
  const response = await request.post('/api/admin/popup-settings', {
    headers: await adminHeaders(request),
    data: { ...POPUP, enabled: String(enabled), delaySeconds },
  });
  expect(response.ok()).toBe(true);
}

const popup = (page: Page) => page.getByRole('dialog', { name: POPUP.title });
const stored = (page: Page, key: string) => page.evaluate((name) => localStorage.getItem(name), key);

/**
 * Lets `ms` pass on the page's clock (installed with `page.clock.install()` before the visit) once
 * the page is settled, hydrated and its reads in, so the popup's timer, if any, is running: what
 * a visitor waits through, without the journey sleeping through it.
 */
async function letTimePass(page: Page, ms: number) {
  await untilHydrated(page);
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(ms);
}

// The journeys share one server: the popup goes back to its default (off) afterwards.
test.describe('newsletter', () => {
  test.describe.configure({ mode: 'serial' });
  test.afterAll(async ({ request }) => setPopup(request, false, 10));

  test('the popup shows once, after its delay, on gallery pages only; Maybe Later stops it', async ({
    page,
    request,
  }) => {
    await setPopup(request, true, 2);
    await page.clock.install();
    await page.goto('/');
    await letTimePass(page, 2_500);
    await expect(popup(page)).toHaveCount(0);

    await page.getByRole('link', { name: 'View Collection' }).first().click();
    await expect(page).toHaveURL(/\/collection$/);
    // Not before its two seconds, and then at once.
    await letTimePass(page, 1_500);
    await expect(popup(page)).toHaveCount(0);
    await page.clock.runFor(600);
    await expect(popup(page)).toBeVisible();
    await expect(popup(page)).toContainText(POPUP.content);
    await expectNoSeriousA11yViolations(page);

    await popup(page).getByRole('button', { name: 'Maybe Later' }).click();
    await expect(popup(page)).toBeHidden();
    expect(await stored(page, STORAGE_KEYS.popupDismissed)).toBe('true');

    await page.goto('/about');
    await letTimePass(page, 3_000);
    await expect(popup(page)).toHaveCount(0);
  });

  test('closing the popup also counts as declining', async ({ page, request }) => {
    await setPopup(request, true, 1);
    await page.goto('/contact');
    await expect(popup(page)).toBeVisible({ timeout: 5_000 });
    await popup(page).getByRole('button', { name: 'Close' }).click();
    await expect(popup(page)).toBeHidden();
    expect(await stored(page, STORAGE_KEYS.popupDismissed)).toBe('true');
  });

  test('subscribing in the popup checks the email, sets the subscribed flag and closes it', async ({
    page,
    request,
  }) => {
    await setPopup(request, true, 1);
    await page.clock.install();
    await page.goto('/about');
    const dialog = popup(page);
    await expect(dialog).toBeVisible({ timeout: 5_000 });
    await dialog.getByRole('button', { name: POPUP.buttonText }).click();
    await expect(toastTitled(page, 'Email Required')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Email address' }).fill('nobody@nowhere');
    await dialog.getByRole('button', { name: POPUP.buttonText }).click();
    await expect(toastTitled(page, 'Invalid Email')).toBeVisible();

    const email = uniqueEmail('popup');
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(`  ${email}  `);
    await dialog.getByRole('button', { name: POPUP.buttonText }).click();
    await expect(toastTitled(page, 'Successfully Subscribed!')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await stored(page, STORAGE_KEYS.newsletterSubscribed)).toBe('true');
    expect(await stored(page, STORAGE_KEYS.popupDismissed)).toBeNull();

    await page.goto('/collection');
    await letTimePass(page, 2_000);
    await expect(popup(page)).toHaveCount(0);
    const subscribers = await adminList<{ email: string }>(request, 'newsletters');
    expect(subscribers.map((subscriber) => subscriber.email)).toContain(email);
  });

  test('a disabled popup never shows', async ({ page, request }) => {
    await setPopup(request, false, 1);
    await page.clock.install();
    await page.goto('/collection');
    await letTimePass(page, 2_000);
    await expect(popup(page)).toHaveCount(0);
  });

  test("the footer's Stay Updated box subscribes", async ({ page, request }) => {
    await page.goto('/journal');
    const footer = page.getByRole('contentinfo');
    const box = footer.getByRole('textbox', { name: 'Stay Updated' });
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toastTitled(page, 'Email Required')).toBeVisible();

    const email = uniqueEmail('footer');
    await box.fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(toastTitled(page, 'Successfully Subscribed!')).toBeVisible();
    await expect(
      page.getByText('Thank you for subscribing to our newsletter.', { exact: true }),
    ).toBeVisible();
    await expect(box).toHaveValue('');
    const subscribers = await adminList<{ email: string }>(request, 'newsletters');
    expect(subscribers.map((subscriber) => subscriber.email)).toContain(email);
  });
});
