import { adminList, expectNoSeriousA11yViolations, toastTitled, uniqueEmail } from './support';
import { expect, test } from './test';

test.describe('sculpture detail', () => {
  test('shows the piece, toggles 12 and 54 inch, and offers the inquiry', async ({ page }) => {
    await page.goto('/sculptures/hero-kid');
    await expect(page.getByRole('heading', { level: 1, name: 'Hero Kid' })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Collection' })).toHaveAttribute('href', '/collection');
    await expect(breadcrumb).toContainText('Hero Kid');

    const details = page.getByRole('region', { name: 'Details' });
    const small = details.getByRole('link', { name: '12 inch' });
    const large = details.getByRole('link', { name: '54 inch' });
    await expect(small).toHaveAttribute('aria-current', 'true');
    await expect(details).toContainText('Limited Edition of 50');
    await large.click();
    await expect(large).toHaveAttribute('aria-current', 'true');
    // A switch in place: the URL says which size (so a link or a refresh shows it), no scroll.
    await expect(page).toHaveURL(/\/sculptures\/hero-kid\?size=54$/);
    await expect(details).toContainText('Limited Edition of 8');
    await expect(details).toContainText('Certificate');
    await expect(page.getByRole('table', { name: 'Size' })).toContainText('450% · 54 inch');

    await page.getByRole('link', { name: 'Inquire About This Piece' }).click();
    await expect(page).toHaveURL(/\/contact\?piece=Hero\+Kid$/);
    await expect(page.getByLabel('Sculpture of interest')).toHaveValue('Hero Kid');
  });

  test('the viewer opens with Enter, wraps with the arrow keys, traps focus and gives it back', async ({
    page,
  }) => {
    await page.goto('/sculptures/hero-kid');
    const mainImage = page.getByRole('link', { name: 'View Hero Kid fullscreen' });
    await mainImage.focus();
    await page.keyboard.press('Enter');

    const viewer = page.getByRole('dialog', { name: 'Hero Kid images' });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText('1 of 4')).toBeVisible();
    // The page behind cannot scroll while the viewer is open.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('2 of 4')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('4 of 4')).toBeVisible();
    await viewer.getByRole('button', { name: 'Next image' }).click();
    await expect(viewer.getByText('1 of 4')).toBeVisible();

    for (let press = 0; press < 5; press++) {
      await page.keyboard.press('Tab');
      expect(await viewer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(mainImage).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await expectNoSeriousA11yViolations(page);
  });

  test('a click on a thumbnail changes the main image, a double click opens it fullscreen', async ({
    page,
  }) => {
    await page.goto('/sculptures/hero-kid');
    const mainImage = page.getByRole('link', { name: 'View Hero Kid fullscreen' }).locator('img');
    await expect(mainImage).toHaveAttribute('src', /hero-kid-thumbnail/);

    const second = page.getByRole('link', { name: 'Show image 2 of 4' });
    await second.click();
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(mainImage).toHaveAttribute('src', /hero-kid-gallery-0/);

    const third = page.getByRole('link', { name: 'Show image 3 of 4' });
    await third.dblclick();
    const viewer = page.getByRole('dialog', { name: 'Hero Kid images' });
    await expect(viewer.getByText('3 of 4')).toBeVisible();
    await viewer.getByRole('button', { name: 'Close viewer' }).click();
    await expect(viewer).toBeHidden();
    await expect(third).toBeFocused();
  });

  test('the in-situ row scrolls 300 px per arrow and opens its own viewer', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/sculptures/hero-kid');
    const section = page.getByRole('region', { name: 'In situ' });
    const forward = section.getByRole('button', { name: 'Scroll in-situ photos forward' });
    const back = section.getByRole('button', { name: 'Scroll in-situ photos back' });
    await section.scrollIntoViewIfNeeded();
    await expect(forward).toBeVisible();
    await expect(back).toHaveCount(0);

    const row = section.getByRole('list');
    const maxScroll = await row.evaluate((list) => list.scrollWidth - list.clientWidth);
    await forward.click();
    await expect
      .poll(() => row.evaluate((list) => Math.round(list.scrollLeft)))
      .toBe(Math.min(300, maxScroll));
    await expect(back).toBeVisible();

    await section.getByRole('button', { name: /in situ 1 of 2/ }).click();
    const viewer = page.getByRole('dialog', { name: 'Hero Kid In situ' });
    await expect(viewer.getByText('1 of 2')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('2 of 2')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });

  test('a sold-out piece is greyscale, shows its status and offers the waitlist', async ({
    page,
    request,
  }) => {
    await page.goto('/collection/boom-box-kid');
    await expect(page.getByRole('heading', { level: 1, name: 'Boom Box Kid' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sold Out', exact: true })).toBeDisabled();
    const mainImage = page.getByRole('link', { name: 'View Boom Box Kid fullscreen' }).locator('img');
    await expect(mainImage).toHaveCSS('filter', /grayscale/);

    await page.getByRole('link', { name: 'Join the Waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the Waitlist: Boom Box Kid' });
    const email = uniqueEmail('sold-out');
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
    await dialog.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(toastTitled(page, "You're on the Waitlist")).toBeVisible();
    const members = await adminList<{ email: string; sculptureType: string }>(request, 'waitlists');
    expect(members).toContainEqual(expect.objectContaining({ email, sculptureType: 'Boom Box Kid' }));
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown slug shows Sculpture Not Found with a way back', async ({ page }) => {
    const response = await page.goto('/sculptures/no-such-piece');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Sculpture Not Found' })).toBeVisible();
    await expect(page.getByText("The sculpture you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'View Collection' }).click();
    await expect(page).toHaveURL(/\/collection$/);
    await expectNoSeriousA11yViolations(page);
  });
});
