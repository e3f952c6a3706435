import type { Page } from '@playwright/test';
import { readDeliveredCopy } from './outbox';
import { expectNoSeriousA11yViolations, shootAtBothWidths, signInAsAdmin, uniqueEmail } from './support';
import { expect, test } from './test';

// The studio's staff: the Owner invites an Editor by email, the Editor makes their account from
// the link and sees only their part of the dashboard; the Owner removes them again (which also
// puts the demo's staff back as it was for the other journeys).

test.use({ viewport: { width: 1440, height: 1000 } });

const SHOTS = 'test-results/staff';

const storedToken = (page: Page) =>
  page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const value = localStorage.getItem(localStorage.key(i)!);
      if (value && /^[\w-]{40,}$/.test(value)) return value;
    }
    throw new Error('no admin token stored');
  });

test('the Owner invites an Editor, who joins from the emailed link and sees only their part', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { name: 'Staff' })).toBeVisible();

  const email = uniqueEmail('editor');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption('editor');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(
    page.getByText(`An invitation is on its way to ${email}.`, { exact: false }).first(),
  ).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shootAtBothWidths(page, SHOTS, 'staff-tab');

  const mail = await readDeliveredCopy(email, 'e2e-admin invites you to the Chrome Nostalgia dashboard');
  const link = /https?:\/\/[^\s]+\/admin\/invite\?token=[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();

  // The invited person, in a browser of their own, by keyboard.
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const editor = await context.newPage();
  await editor.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(editor.getByRole('heading', { name: 'Join the studio' })).toBeVisible();
  await expectNoSeriousA11yViolations(editor);
  await shootAtBothWidths(editor, SHOTS, 'invite-page');
  const username = `ed${Date.now()}`;
  await editor.getByLabel('Username').fill(username);
  await editor.keyboard.press('Tab');
  await editor.keyboard.type('short');
  await editor.getByLabel('Password again').fill('short');
  await editor.getByRole('button', { name: 'Create my account' }).click();
  await expect(editor.getByText('The password needs at least 12 characters.')).toBeVisible();
  await expect(editor.getByLabel('Username')).toHaveValue(username);
  await editor.getByLabel('Password', { exact: true }).fill('a long editor password');
  await editor.getByLabel('Password again').fill('a long editor password');
  await editor.getByLabel('Password again').press('Enter');
  await expect(editor.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });

  // Only the pieces, the website and their own security.
  await expect(editor.getByRole('tab', { name: 'Collection' })).toBeVisible();
  for (const hidden of ['Collectors', 'Orders', 'Inquiries', 'Staff', 'Activity'])
    await expect(editor.getByRole('tab', { name: hidden })).toHaveCount(0);
  await expectNoSeriousA11yViolations(editor);
  await shootAtBothWidths(editor, SHOTS, 'editor-dashboard');
  const token = await storedToken(editor);
  const collectors = await editor.request.get('/api/admin/collectors', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(collectors.status()).toBe(403);

  // The Owner removes them: asked first, and their session ends at once.
  await page.reload();
  await page.getByRole('tab', { name: 'Staff' }).click();
  const row = page.getByRole('listitem').filter({ hasText: username });
  await row.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Remove ${username}?` });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`${username} is removed and signed out everywhere.`).first()).toBeVisible();
  const after = await editor.request.get('/api/admin/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
  await context.close();
});
