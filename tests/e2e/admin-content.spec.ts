import type { Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations as expectNoSeriousViolations,
  signInAsAdmin as signIn,
} from './support';
import { expect, test } from './test';

// Content journeys: what the admin edits in the content tabs is what visitors see next.
// One server and database serve the whole file, so every test writes data of its own.

const STORAGE = { subscribed: 'newsletterSubscribed', dismissed: 'newsletterPopupDismissed' } as const;

/**
 * Later journey files share this server: leave the popup as the demo has it (disabled), or it
 * would open over their gallery pages, and the privacy text unset.
 */
test.afterAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  const login = await api.post('/api/admin/login', {
    data: { username: 'e2e-admin', password: 'e2e-password-123' },
  });
  const { token } = (await login.json()) as { token: string };
  const reset = await api.post('/api/admin/popup-settings', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      enabled: 'false',
      delaySeconds: 10,
      title: 'Subscribe to Our Newsletter',
      content: 'Stay updated with our latest sculpture releases and gallery news.',
      buttonText: 'Subscribe',
    },
  });
  expect(reset.ok()).toBe(true);
  // And the legal pages back on their fallback text.
  const privacy = await api.post('/api/admin/site-settings', {
    headers: { Authorization: `Bearer ${token}` },
    data: { key: 'privacy_content', value: null },
  });
  expect(privacy.ok()).toBe(true);
  await api.dispose();
});

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

/**
 * The visible toast. Matched by exact text, not by role: an open dialog hides the toast region
 * from the accessibility tree, and Radix repeats the text in a live region as one longer string.
 */
async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

/** Waits for the public journal list to load, proven by a published demo post. */
async function expectJournalListed(page: Page, title: string) {
  await expect(page.getByRole('link', { name: title })).toBeVisible();
}

test('an edited about page shows on /about', async ({ page }) => {
  await signIn(page);
  await openTab(page, 'About');
  await page.getByLabel('Page Title').fill('The Foundry Story');
  await page.getByLabel('Paragraph 1', { exact: true }).fill('Chrome, cast by hand in a small foundry.');
  await page.getByRole('button', { name: 'Add Paragraph' }).click();
  const paragraphs = page.getByRole('textbox', { name: /^Paragraph \d+$/ });
  await paragraphs.last().fill('Every piece is numbered and signed.');
  await page.getByRole('button', { name: 'Add Timeline Item' }).click();
  await page.getByLabel('Title', { exact: true }).last().fill('2026');
  await page.getByLabel('Description').last().fill('The foundry opens its doors.');
  await page.getByLabel('Call-to-Action Label').fill('Meet the Pieces');
  await page.getByLabel('Call-to-Action Link').fill('/collection');
  await page.getByRole('button', { name: 'Save About Page' }).click();
  await expectToast(page, 'About page saved successfully');

  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'The Foundry Story' })).toBeVisible();
  await expect(page.getByText('Chrome, cast by hand in a small foundry.')).toBeVisible();
  await expect(page.getByText('Every piece is numbered and signed.')).toBeVisible();
  await expect(page.getByText('The foundry opens its doors.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Meet the Pieces' })).toHaveAttribute('href', '/collection');
});

test('a draft post stays private until it is published, and a deleted one goes', async ({ page }) => {
  const title = 'Notes From the Polishing Bench';
  const slug = 'notes-from-the-polishing-bench';
  await signIn(page);
  await openTab(page, 'Journal');
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Journal Post' });
  await dialog.getByLabel('Title').fill(title);
  await expect(dialog.getByLabel('Slug')).toHaveValue(slug);
  await dialog.getByLabel('Excerpt').fill('What a mirror finish takes.');
  await dialog.getByLabel('Body').fill('First the sanding.\n\nThen the polish, for hours.');
  const published = dialog.getByRole('switch', { name: 'Published' });
  await expect(published).toBeChecked();
  await published.click();
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  await expectToast(page, 'Journal post created successfully');
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row.getByText('Draft')).toBeVisible();

  await page.goto('/journal');
  await expectJournalListed(page, 'Inside the Foundry');
  await expect(page.getByText(title)).toHaveCount(0);
  await page.goto(`/journal/${slug}`);
  await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();

  await page.goto('/admin');
  await openTab(page, 'Journal');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await page
    .getByRole('dialog', { name: 'Edit Journal Post' })
    .getByRole('switch', { name: 'Published' })
    .click();
  await page.getByRole('button', { name: 'Update Post' }).click();
  await expectToast(page, 'Journal post updated successfully');
  await expect(row.getByText('Published')).toBeVisible();

  await page.goto('/journal');
  await expectJournalListed(page, title);
  await page.goto(`/journal/${slug}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Then the polish, for hours.')).toBeVisible();

  await page.goto('/admin');
  await openTab(page, 'Journal');
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this journal post?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Journal post deleted successfully');
  await expect(row).toHaveCount(0);
  await page.goto('/journal');
  await expectJournalListed(page, 'Inside the Foundry');
  await expect(page.getByText(title)).toHaveCount(0);
});

test("a duplicate slug is refused with the spec's text and the server's reason, and the dialog keeps the text", async ({
  page,
}) => {
  await signIn(page);
  await openTab(page, 'Journal');
  const existingSlug = 'why-chrome'; // a demo post
  await expect(page.getByText(`/${existingSlug}`)).toBeVisible();
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Journal Post' });
  await dialog.getByLabel('Title').fill('Copycat');
  await dialog.getByLabel('Slug').fill(existingSlug);
  await dialog.getByLabel('Excerpt').fill('Same address.');
  await dialog.getByLabel('Body').fill('Body.');
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  await expectToast(
    page,
    `Failed to save journal post. A journal post with the slug "${existingSlug}" already exists`,
  );
  await expect(dialog.getByLabel('Title')).toHaveValue('Copycat');
});

test('the privacy text keeps its line breaks on /privacy', async ({ page }) => {
  await signIn(page);
  await openTab(page, 'Site Settings');
  const privacy = page.getByLabel('Privacy Policy', { exact: true });
  await privacy.fill('We keep your email to send the newsletter.\nWe never sell it.');
  await page.getByRole('button', { name: 'Save Privacy Policy' }).click();
  await expectToast(page, 'Privacy Policy Content saved.');

  await page.goto('/privacy');
  const text = page.getByText('We keep your email to send the newsletter.');
  await expect(text).toBeVisible();
  // innerText reflects the rendering: a newline only if the break is drawn as a line break.
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point here
  expect(await text.innerText()).toBe('We keep your email to send the newsletter.\nWe never sell it.');
});

test('the hero title cannot be saved blank', async ({ page }) => {
  await signIn(page);
  await openTab(page, 'Site Settings');
  const save = page.getByRole('button', { name: 'Save Title' });
  await page.getByRole('textbox', { name: 'Hero Title', exact: true }).fill('   ');
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: 'Hero Title', exact: true }).fill('Chrome Childhoods');
  await expect(save).toBeEnabled();
});

test('Test Popup shows the enabled popup on /collection after its 1-second delay', async ({ page }) => {
  await signIn(page);
  await openTab(page, 'Popup Settings');
  const enabled = page.getByRole('switch', { name: 'Enable Popup' });
  if (!(await enabled.isChecked())) await enabled.click();
  await page.getByLabel('Show Delay (seconds)').fill('1');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, 'Popup Settings Saved');
  const status = page.getByRole('region', { name: 'Current Status' });
  await expect(status.getByText('Enabled')).toBeVisible();
  await expect(status.getByText('1 second', { exact: true })).toBeVisible();

  // As if this browser had declined the popup and subscribed before.
  await page.evaluate((keys) => {
    localStorage.setItem(keys.subscribed, 'true');
    localStorage.setItem(keys.dismissed, 'true');
  }, STORAGE);
  await page.getByRole('button', { name: 'Test Popup' }).click();
  const flags = await page.evaluate(
    (keys) => [localStorage.getItem(keys.subscribed), localStorage.getItem(keys.dismissed)],
    STORAGE,
  );
  expect(flags).toEqual([null, null]);

  await page.goto('/collection');
  await expect(page.getByRole('dialog', { name: 'Subscribe to Our Newsletter' })).toBeVisible();
});

test('the popup settings refuse a delay outside 1 to 300 seconds', async ({ page }) => {
  await signIn(page);
  await openTab(page, 'Popup Settings');
  await page.getByLabel('Show Delay (seconds)').fill('301');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expectToast(page, 'Invalid Delay');
  await expectToast(page, 'Delay must be between 1 and 300 seconds.');
});

test('the content tabs have no serious accessibility violations', async ({ page }) => {
  await signIn(page);
  await openTab(page, 'About');
  await expect(page.getByLabel('Page Title')).toBeVisible();
  await expectNoSeriousViolations(page);

  await openTab(page, 'Journal');
  await expect(page.getByRole('button', { name: 'New Post' })).toBeVisible();
  await expect(page.getByText('Loading posts...')).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'New Post' }).click();
  await expect(page.getByRole('dialog', { name: 'New Journal Post' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await openTab(page, 'Site Settings');
  await expect(page.getByLabel('Privacy Policy', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  await openTab(page, 'Popup Settings');
  await expect(page.getByRole('switch', { name: 'Enable Popup' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
