import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './test';

test('home shows the demo sculptures', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'View Collection' }).first()).toBeVisible();
  await expect(page.getByText('Hero Kid').first()).toBeVisible();
  await expect(page.getByText('Gamer Kid').first()).toBeVisible();
  const images = page.locator('main img');
  await expect(images.first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
});

test('an unknown path renders home', async ({ page }) => {
  // Home for people, a 404 kept out of search for search engines (no soft 404).
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('link', { name: 'View Collection' }).first()).toBeVisible();
  await expect(page.getByText('Hero Kid').first()).toBeVisible();
});

test('the collection links each unlocked sculpture to its page', async ({ page }) => {
  await page.goto('/collection');
  await page
    .getByRole('link', { name: /Gamer Kid/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/sculptures\/gamer-kid$/);
  await expect(page.getByRole('heading', { name: 'Gamer Kid' })).toBeVisible();
});
