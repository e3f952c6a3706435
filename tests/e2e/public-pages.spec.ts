import { expectNoSeriousA11yViolations } from './support';
import { expect, test } from './test';

test('the journal lists posts with long dates and links each to its page', async ({ page }) => {
  await page.goto('/journal');
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  await expect(page.getByText('October 14, 2025')).toBeVisible();
  // The draft preview is not published.
  await expect(page.getByRole('link', { name: /Cereal Kid/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Why Chrome?' }).click();
  await expect(page).toHaveURL(/\/journal\/why-chrome$/);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: 'Why Chrome?' })).toBeVisible();
  await expect(article.locator('time')).toHaveText('August 2, 2025');
  await expect(article.locator('p')).not.toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to Journal' }).first().click();
  await expect(page).toHaveURL(/\/journal$/);
});

test('an unknown or draft post shows Post Not Found', async ({ page }) => {
  for (const slug of ['no-such-post', 'cereal-kid-preview']) {
    const response = await page.goto(`/journal/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
});

for (const legal of [
  {
    path: '/privacy',
    title: 'Privacy Policy',
    fallback: 'Privacy policy content is being updated. Please check back soon.',
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    fallback: 'Terms of service content is being updated. Please check back soon.',
  },
]) {
  test(`${legal.title} shows its fallback text until the admin writes one`, async ({ page }) => {
    await page.goto(legal.path);
    await expect(page.getByRole('heading', { level: 1, name: legal.title })).toBeVisible();
    await expect(page.getByText(legal.fallback)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('the about page tells the story with its journey', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Our Journey' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Our Journey' }).getByRole('listitem')).not.toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('an unknown path renders Home, and a keyboard user can skip to the content', async ({ page }) => {
  // Home for people, a 404 kept out of search for search engines (no soft 404).
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main')).toBeFocused();
  await expectNoSeriousA11yViolations(page);
});
