import { mkdir } from 'node:fs/promises';
import { test as base, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoSeriousA11yViolations, untilAnimationsEnd, untilHydrated } from './support';
import { expect, test } from './test';

/*
 * What a collector on a phone and at a desk noticed on the public pages: the mobile menu, the
 * fullscreen viewer, the About timeline and the way back to the collection. Screenshots at 390
 * and 1440 wide land in test-results/rough-edges.
 */
const SHOTS = 'test-results/rough-edges';

async function shoot(page: Page, name: string, widths: readonly number[] = [390, 1440]) {
  await mkdir(SHOTS, { recursive: true });
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
}

/** The alpha of an element's computed background colour (1: nothing shows through). */
const backgroundAlpha = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const colour = getComputedStyle(element).backgroundColor;
    const parts = colour.match(/[\d.]+/g) ?? [];
    return colour.startsWith('rgba') || colour.includes('/') ? Number(parts.at(-1)) : 1;
  });

const MENU_LINKS = ['Collection', 'About', 'Journal', 'Contact'];

test('the mobile menu is opaque and leads to every section', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  await page.getByText('Open menu').locator('..').click();
  const menu = page.locator('#mobile-menu');
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link')).toHaveText(MENU_LINKS);
  expect(await backgroundAlpha(page, '#mobile-menu')).toBe(1);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'mobile-menu', [390]);
  await menu.getByRole('link', { name: 'Journal' }).click();
  await expect(page).toHaveURL(/\/journal$/);
  await expect(menu).toBeHidden();
});

test.describe('without script', () => {
  const bare = base.extend({});
  bare.use({ javaScriptEnabled: false });

  bare('the mobile menu is opaque and leads to every section', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await page.getByText('Open menu').locator('..').click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link')).toHaveText(MENU_LINKS);
    expect(await backgroundAlpha(page, '#mobile-menu')).toBe(1);
    await shoot(page, 'mobile-menu-no-script', [390]);
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test('the fullscreen viewer hides the page behind it, brand name and all', async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/sculptures/hero-kid');
    const brand = await page.getByRole('banner').getByRole('link').first().boundingBox();
    await page.getByRole('link', { name: 'View Hero Kid fullscreen' }).click();
    const viewer = page.getByRole('dialog');
    await expect(viewer.getByText(/^1 of \d+$/)).toBeVisible();
    await untilAnimationsEnd(page); // the fade-in
    const shot = await page.screenshot({ path: `${SHOTS}/viewer-${width}.png` });
    // Where the header's brand name is, beside the counter, the screen is black: nothing of the
    // page shows around the picture (a 97% black let it through, faint but legible on a phone).
    expect(brand).toBeTruthy();
    if (brand) {
      const region = {
        left: Math.round(brand.x + brand.width * 0.45),
        top: Math.round(brand.y),
        width: Math.round(brand.width * 0.55),
        height: Math.round(brand.height),
      };
      expect(await brightest(shot, region)).toBeLessThanOrEqual(1);
    }
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  }
});

/** The brightest channel value (0-255) in a region of a PNG screenshot. */
async function brightest(
  png: Buffer,
  region: { left: number; top: number; width: number; height: number },
): Promise<number> {
  const { data } = await sharp(png).extract(region).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return data.reduce((max, value) => Math.max(max, value), 0);
}

test("the About timeline speaks in the brand's voice", async ({ page }) => {
  await page.goto('/about');
  const journey = page.getByRole('region', { name: 'Our Journey' });
  await expect(journey).toContainText('the first series is complete');
  await expect(journey).not.toContainText(/fallback/i);
  await journey.scrollIntoViewIfNeeded();
  await shoot(page, 'about-timeline');
});

test('back to the collection returns to where the visitor was; a new visit starts at the top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/collection');
  const card = page.getByRole('article').filter({ hasText: 'Boom Box Kid' });
  await card.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(300);

  // The page's own way back.
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/sculptures\/boom-box-kid$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole('link', { name: 'Back to Collection' }).click();
  await expect(page).toHaveURL(/\/collection$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
  await shoot(page, 'back-to-collection', [390]);

  // The browser's Back does the same.
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/sculptures\/boom-box-kid$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/collection$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);

  // A link to the collection from elsewhere is a new visit: its top.
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Collection' }).click();
  await expect(page).toHaveURL(/\/collection$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

/**
 * Holds back About's page module until the returned function is called: after the visitor has
 * left for About, the page they left stays on screen, its links still there to click.
 */
async function holdAboutPage(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/about-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a link to the collection clicked while the next page is still loading is a new visit, at the top', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/collection');
  await untilHydrated(page);
  const releaseAbout = await holdAboutPage(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);

  await page.getByRole('contentinfo').getByRole('link', { name: 'Collection' }).click();
  releaseAbout();
  await expect(page).toHaveURL(/\/collection$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('Back to Collection clicked while the next page is still loading opens the collection, not the piece again', async ({
  page,
}) => {
  await page.goto('/collection');
  await page.getByRole('article').filter({ hasText: 'Boom Box Kid' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/sculptures\/boom-box-kid$/);
  // Before hydration the click on About would be a full page load, with nothing left to click.
  await untilHydrated(page);
  const releaseAbout = await holdAboutPage(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);

  await page.getByRole('link', { name: 'Back to Collection' }).click();
  releaseAbout();
  await expect(page).toHaveURL(/\/collection$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Chrome, cast in small numbers' })).toBeVisible();
});

test('a chrome heading paints its letters whole: the tail of the g in Nostalgia is not cut off', async ({
  page,
}) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const path of ['/', '/about', '/contact', '/sculptures/hero-kid', '/journal/inside-the-foundry']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The gradient is clipped to the text but paints only inside the heading's box: every line's
      // glyph area (ascent to descent) must lie within that box.
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('h1, h2, h3')]
          .filter((element) => getComputedStyle(element).backgroundClip === 'text')
          .flatMap((element) => {
            const box = element.getBoundingClientRect();
            const range = document.createRange();
            range.selectNodeContents(element);
            return [...range.getClientRects()]
              .filter((line) => line.bottom > box.bottom + 0.5)
              .map((line) => `${element.textContent}: ${Math.round(line.bottom - box.bottom)} px below`);
          }),
      );
      expect(cut, `${path} at ${width}`).toEqual([]);
    }
  }
  await page.goto('/');
  await shoot(page, 'chrome-heading');
});

test('at a desk the inquiry spans the column and the two Reserve buttons pair up under it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/sculptures/hero-kid');
  const inquire = (await page.getByRole('link', { name: 'Inquire About This Piece' }).boundingBox())!;
  const small = (await page.getByRole('link', { name: 'Reserve 12 inch' }).boundingBox())!;
  const large = (await page.getByRole('link', { name: 'Reserve 54 inch' }).boundingBox())!;
  expect(Math.abs(small.y - large.y)).toBeLessThan(1);
  expect(small.y).toBeGreaterThan(inquire.y + inquire.height);
  expect(Math.abs(small.width - large.width)).toBeLessThan(1);
  // Side by side (a 12 px gap), together as wide as the inquiry.
  expect(Math.abs(large.x + large.width - (inquire.x + inquire.width))).toBeLessThan(2);
  expect(Math.abs(small.x - inquire.x)).toBeLessThan(2);
  await shoot(page, 'detail-actions', [1440]);
});
