import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAsAdmin } from './support';
import { expect, test } from './test';

// A save the server refuses says why, in the spec's destructive toast, and leaves the form as
// typed. (A taken sculpture or journal slug is covered where those forms are: admin-collection
// and admin-content journeys.)

/** The toast with this title (each is an item of the toast region's list). */
const toast = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });

for (const width of [1440, 390]) {
  test(`a refused save says why and keeps the form (${width} px)`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 1000 });
    // Leaving a form that kept its refused text asks; the journey moves on.
    page.on('dialog', (dialog) => void dialog.accept());
    await signInAsAdmin(page);

    await test.step('a privacy text over its limit: the counter warns, the server refuses with the numbers', async () => {
      await page.getByRole('tab', { name: 'Site Settings' }).click();
      const privacy = page.getByLabel('Privacy Policy', { exact: true });
      const text = 'We keep your email to send the newsletter. '.repeat(2400).slice(0, 100_001);
      await privacy.fill(text);
      await expect(page.getByText('100,001 / 100,000 characters (over the limit)')).toBeVisible();
      await page.getByRole('button', { name: 'Save Privacy Policy' }).click();
      const refused = toast(page, 'Error');
      await expect(refused).toContainText(
        'Failed to update privacy content. This text has 100,001 characters; the most it can have is 100,000.',
      );
      // While the toast shows (it goes after 5 s; axe takes longer).
      await expect(refused).toBeVisible();
      await page.screenshot({
        path: testInfo.outputPath(`refused-privacy-${width}.png`),
        animations: 'disabled',
      });
      expect(await privacy.inputValue()).toBe(text);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('a test copy to an address longer than any can be: refused in plain words', async () => {
      await page.getByRole('tab', { name: 'Newsletters' }).click();
      await page.getByRole('button', { name: 'Use Template' }).click();
      // The template writes of the shop's next drop, whichever piece that is on this server.
      const subject = page.getByLabel('Subject Line');
      await expect(subject).not.toHaveValue('');
      const templated = await subject.inputValue();
      const address = page.getByLabel('Test address');
      const tooLong = `${'a'.repeat(250)}@example.com`;
      await address.fill(tooLong);
      await page.getByRole('button', { name: 'Send Test' }).click();
      await expect(toast(page, 'Failed to Send Test Copy')).toContainText(
        'Please enter a valid email address.',
      );
      await expect(address).toHaveValue(tooLong);
      await expect(subject).toHaveValue(templated);
    });
  });
}
