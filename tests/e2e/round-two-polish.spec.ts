import { test as base } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAsAdmin } from './support';
import { expect, test } from './test';

// What a collector and an owner noticed, seen where they noticed it, at a phone's and a desk's
// width: the dashboard's sections fit and say where the owner is, a piece not yet released
// counts nothing as remaining, certificates warn while the site's address is this computer's,
// and the home hero shows no endless spinner without script.

const WIDTHS = [390, 1440] as const;
const TAB_NAMES = [
  'Collection',
  'Editions',
  'Drops',
  'About',
  'Journal',
  'Site Settings',
  'Popup Settings',
  'Inquiries',
  'Collectors',
  'Resales',
  'Reservations',
  'Waitlists',
  'Newsletters',
  'Activity',
  'Security',
];

for (const width of WIDTHS) {
  test(`the dashboard's sections fit the screen in named groups and show the one open (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signInAsAdmin(page);
    const list = page.getByRole('tablist', { name: 'Dashboard sections' });
    // Nothing scrolls sideways, nothing is past the edge: every tab is on screen, whole.
    expect(await list.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    for (const name of TAB_NAMES) {
      const box = (await page.getByRole('tab', { name, exact: true }).boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(width);
    }
    for (const group of ['Pieces', 'Website', 'People', 'Account'])
      await expect(list.getByText(group, { exact: true })).toBeVisible();

    // By keyboard, from one group into the next: the arrow keys go through every tab.
    await page.getByRole('tab', { name: 'Popup Settings' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Inquiries' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Collectors' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Resales' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const open = page.getByRole('tab', { name: 'Reservations' });
    await expect(open).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(open).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=reservations/);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath(`sections-${width}.png`) });
  });

  test(`a piece not yet released says how many numbers it will offer, not how many remain (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/sculptures/vhs-kid');
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByText(/numbers?, offered at release/)).toBeVisible();
    await expect(page.getByText(/of \d+ remaining/)).toHaveCount(0);
    await page.goto('/collection');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'VHS Kid' }) });
    await expect(card.getByText(/offered at release/)).toBeVisible();
    await expect(card.getByText(/remaining/)).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`coming-soon-${width}.png`) });
  });

  test(`the certificates of a piece warn while the site's address opens only on this computer (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Editions' }).click();
    await page.getByLabel('Sculpture', { exact: true }).selectOption({ label: 'Hero Kid' });
    const card = page.getByRole('region', { name: 'Certificates of authenticity' });
    // The journeys' server runs on 127.0.0.1 with no PUBLIC_URL: its default, localhost.
    const warning = card
      .getByRole('note')
      .filter({ hasText: 'Certificates would point to this computer only' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('http://localhost:');
    await warning.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath(`certificate-warning-${width}.png`) });
  });
}

base.describe('without script', () => {
  base.use({ javaScriptEnabled: false });
  for (const width of WIDTHS) {
    base(`the home hero shows its photo with no loading spinner over it (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.goto('/');
      const hero = page.locator('section').first();
      await expect(hero.getByRole('img').first()).toBeVisible();
      await expect(page.getByRole('status', { name: 'Loading media' })).toHaveCount(0);
      await page.screenshot({ path: base.info().outputPath(`hero-no-script-${width}.png`) });
    });
  }
});
