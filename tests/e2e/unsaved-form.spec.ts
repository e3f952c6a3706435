import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAsAdmin } from './support';
import { expect, test } from './test';

// Nothing typed in the admin is lost: a reload (or a closed tab) brings the sculpture form back
// with what was typed, leaving asks first, and Discard returns to what is saved.

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'Restored unsaved changes' });

for (const width of [1440, 390]) {
  test(`a reload keeps an unsaved sculpture form (${width} px)`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 1000 });
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(dialog.type());
      // The reload goes ahead; leaving by the dashboard's link is refused (stay on the form).
      void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
    });

    await signInAsAdmin(page);
    await page.getByRole('button', { name: 'Add Sculpture' }).click();
    await textbox(page, 'Title').fill('Tape Deck Kid');
    await textbox(page, 'Tagline').fill('Auto-reverse, forever.');
    await expect(notice(page)).toHaveCount(0);

    await test.step('leaving by the dashboard link asks, and staying keeps the form', async () => {
      await page.getByRole('link', { name: 'Back to Website' }).click();
      await expect.poll(() => asked).toContain('confirm');
      await expect(page).toHaveURL(/\/admin\?sculpture=new/);
    });

    await test.step('a reload asks first and brings back what was typed', async () => {
      await page.reload();
      expect(asked).toContain('beforeunload');
      await expect(page.getByRole('heading', { name: 'Add New Sculpture' })).toBeVisible();
      await expect(textbox(page, 'Title')).toHaveValue('Tape Deck Kid');
      await expect(textbox(page, 'Slug')).toHaveValue('tape-deck-kid');
      await expect(textbox(page, 'Tagline')).toHaveValue('Auto-reverse, forever.');
      await expect(notice(page)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`restored-form-${width}.png`) });
    });

    await test.step('Discard empties the form and forgets the kept copy', async () => {
      await notice(page).getByRole('button', { name: 'Discard' }).click();
      await expect(textbox(page, 'Title')).toHaveValue('');
      await expect(notice(page)).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Add New Sculpture' })).toBeVisible();
      await expect(textbox(page, 'Title')).toHaveValue('');
      await expect(notice(page)).toHaveCount(0);
    });
  });
}
