import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { ADMIN, expectNoSeriousA11yViolations, signInAsAdmin } from './support';
import { expect, test } from './test';

// The dashboard's sessions: one that ends mid-edit, and the Security tab. The admin's password is
// changed and set back here, so the other journey files sign in as before.

test.use({ viewport: { width: 1440, height: 1000 } });

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/** The visible toast, by exact text (Radix repeats it in a longer live-region string). */
const expectToast = (page: Page, text: string) =>
  expect(page.getByText(text, { exact: true }).first()).toBeVisible();

const pageToken = (page: Page) =>
  page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const value = localStorage.getItem(localStorage.key(i)!);
      if (value && /^[\w-]{40,}$/.test(value)) return value;
    }
    throw new Error('no admin token stored');
  });

const verify = (request: APIRequestContext, token: string) =>
  request.get('/api/admin/verify', { headers: { Authorization: `Bearer ${token}` } });

/** Pictures of what a person sees, at a phone's width and a desktop's. */
async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 1000 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 1000 });
}

test('a session that ends mid-edit asks to sign in over the page, then saves what was typed', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000); // two axe runs and four screenshots, on a machine shared by several runs
  await signInAsAdmin(page);
  await openTab(page, 'About');
  const title = `Cast in Chrome ${Date.now()}`;
  await page.getByLabel('Page Title').fill(title);
  await page.getByLabel('Paragraph 1', { exact: true }).fill('Typed before the session ended.');

  // Signed out elsewhere (the same as idle too long): the page still holds its old token.
  const ended = await request.post('/api/admin/logout', {
    headers: { Authorization: `Bearer ${await pageToken(page)}` },
  });
  expect(ended.ok()).toBe(true);

  await page.getByRole('button', { name: 'Save About Page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  // The save waits for the sign-in, pending, instead of failing (under the modal, hidden from
  // assistive technology while the dialog is open).
  await expect(page.getByRole('button', { name: 'Saving...', includeHidden: true })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, testInfo, 'sign-in-again-dialog');

  // By keyboard: the dialog starts in the username field.
  await expect(dialog.getByLabel('Username')).toBeFocused();
  await page.keyboard.type(ADMIN.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');

  await expectToast(page, 'About page saved successfully');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Failed to save about page')).toHaveCount(0);
  await expect(page.getByLabel('Page Title')).toHaveValue(title);

  await page.goto('/about');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Typed before the session ended.')).toBeVisible();
});

test('closing the sign-in dialog fails the save as before, and keeps the text', async ({ page, request }) => {
  await signInAsAdmin(page);
  await openTab(page, 'About');
  await page.getByLabel('Page Title').fill('Kept after a failed save');
  await request.post('/api/admin/logout', {
    headers: { Authorization: `Bearer ${await pageToken(page)}` },
  });
  await page.getByRole('button', { name: 'Save About Page' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign in again' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expectToast(page, 'Failed to save about page');
  await expect(page.getByLabel('Page Title')).toHaveValue('Kept after a failed save');
});

test('the Security tab lists browsers, signs one out after asking, and changes the password', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000); // many steps, on a machine shared by several runs
  // Another browser, signed in with its own User-Agent.
  const other = await playwright.request.newContext({
    baseURL,
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Version/18.1 Mobile Safari/604.1',
  });
  const phoneToken = (
    (await (await other.post('/api/admin/login', { data: ADMIN })).json()) as {
      token: string;
    }
  ).token;

  await signInAsAdmin(page);
  await openTab(page, 'Security');
  const sessions = page.getByRole('region', { name: 'Signed-in browsers' });
  // By its badge: another session's line may say "(the same as this browser)".
  const thisBrowser = sessions
    .getByRole('listitem')
    .filter({ has: page.getByText('This browser', { exact: true }) });
  // Playwright's desktop Chrome names Windows in its User-Agent, whatever the machine runs.
  await expect(thisBrowser).toContainText('Chrome on Windows');
  await expect(thisBrowser).toContainText('Last used');
  // Where each signed in, to its network only (both from this machine here), and when.
  await expect(thisBrowser).toContainText(
    /Signed in \w+ \d+, \d{4}, \d+:\d\d:\d\d [AP]M from network 127\.0\.0\.0\/24/,
  );
  const phone = sessions.getByRole('listitem').filter({ hasText: 'Safari on iOS' }).first();
  await expect(phone).toBeVisible();
  await expect(phone).toContainText('from network 127.0.0.0/24 (the same as this browser)');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, testInfo, 'security-tab');

  await phone.getByRole('button', { name: 'Sign out' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sign out this browser?' });
  await expect(confirm).toContainText('Safari on iOS will need the password to come back in.');
  await confirm.getByRole('button', { name: 'Sign out' }).click();
  await expectToast(page, 'Safari on iOS is signed out.');
  expect((await verify(other, phoneToken)).status()).toBe(401);

  // Signed in again elsewhere, then the password changes here.
  const again = (
    (await (await other.post('/api/admin/login', { data: ADMIN })).json()) as {
      token: string;
    }
  ).token;
  const newPassword = 'a much longer passphrase';
  const change = async (current: string, next: string) => {
    await page.getByLabel('Current password').fill(current);
    await page.getByLabel('New password', { exact: true }).fill(next);
    await page.getByLabel('New password again').fill(next);
    await page.getByRole('button', { name: 'Change password' }).click();
  };
  await change('not the password', newPassword);
  await expectToast(page, 'The current password is not right.');

  await page.getByLabel('Current password').fill(ADMIN.password);
  await page.getByLabel('New password', { exact: true }).fill('too short');
  await page.getByLabel('New password again').fill('too short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The new password needs at least 12 characters.')).toBeVisible();

  await change(ADMIN.password, newPassword);
  await expectToast(page, 'Password changed. Every other browser is signed out.');
  expect((await verify(other, again)).status()).toBe(401);
  expect((await verify(page.request, await pageToken(page))).status()).toBe(200);
  await expect(page.getByLabel('Current password')).toHaveValue('');

  // Back to the password the other journeys use.
  await change(newPassword, ADMIN.password);
  await expectToast(page, 'Password changed. Every other browser is signed out.');
  await other.dispose();
});
