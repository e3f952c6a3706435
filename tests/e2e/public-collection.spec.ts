import { adminList, expectNoSeriousA11yViolations, toastTitled, uniqueEmail } from './support';
import { expect, test } from './test';

test.describe('collection', () => {
  test('filters count unlocked sculptures and narrow the grid', async ({ page }) => {
    await page.goto('/collection');
    const filter = (name: string) =>
      page
        .getByRole('navigation', { name: 'Filter sculptures' })
        .getByRole('link', { name: new RegExp(`^${name} \\d+$`) });
    // Demo content: Hero and Gamer Kid available, Boom Box Kid sold out, VHS Kid coming soon,
    // Cereal Kid locked (counted nowhere, shown under All as a teaser).
    await expect(filter('All')).toHaveText('All4');
    await expect(filter('Available')).toHaveText('Available2');
    await expect(filter('Sold Out')).toHaveText('Sold Out1');
    await expect(filter('All')).toHaveAttribute('aria-current', 'true');
    const titles = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(titles).toHaveText(['Hero Kid', 'Gamer Kid', 'Boom Box Kid', 'VHS Kid', 'Cereal Kid']);

    await filter('Available').click();
    await expect(filter('Available')).toHaveAttribute('aria-current', 'true');
    await expect(titles).toHaveText(['Hero Kid', 'Gamer Kid']);

    await filter('Sold Out').click();
    await expect(titles).toHaveText(['Boom Box Kid']);
    await expectNoSeriousA11yViolations(page);
  });

  test('a locked card links nowhere but its waitlist, and its Dropping Soon button joins it', async ({
    page,
    request,
  }) => {
    await page.goto('/collection');
    const card = page.getByRole('article', { name: /^Cereal Kid/ });
    await expect(card).toBeVisible();
    // Its one link is the waitlist's (a page before the script has run, the dialog after).
    await expect(card.getByRole('link')).toHaveAttribute('href', '/waitlist?piece=Cereal+Kid');
    await expect(page.getByRole('link', { name: 'Cereal Kid' })).toHaveCount(0);

    const button = card.getByRole('link', { name: /Dropping Soon/ });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Join the Waitlist: Cereal Kid' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(toastTitled(page, 'Email Required')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Email address' }).fill('not an email');
    await dialog.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(toastTitled(page, 'Invalid Email')).toBeVisible();

    const email = uniqueEmail('waitlist');
    await dialog.getByRole('textbox', { name: 'Email address' }).fill(email);
    await dialog.getByRole('button', { name: 'Join the Waitlist' }).click();
    await expect(toastTitled(page, "You're on the Waitlist")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    const members = await adminList<{ email: string; sculptureType: string }>(request, 'waitlists');
    expect(members).toContainEqual(expect.objectContaining({ email, sculptureType: 'Cereal Kid' }));
  });

  test("a locked sculpture's address shows its teaser with the waitlist, kept out of search", async ({
    page,
  }) => {
    const response = await page.goto('/sculptures/cereal-kid');
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByRole('heading', { level: 1, name: 'Cereal Kid' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Join the Waitlist' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
