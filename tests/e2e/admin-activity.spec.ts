import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ADMIN, expectNoSeriousA11yViolations, signInAsAdmin } from './support';
import { expect, test } from './test';

// The activity log: an edit made in the dashboard is listed at once in the Activity tab,
// newest first, can be found by kind and text, and leaves as CSV.

async function saveHeroTitle(page: Page, title: string) {
  await page.getByRole('tab', { name: 'Site Settings' }).click();
  await page.getByRole('textbox', { name: 'Hero Title', exact: true }).fill(title);
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/admin/site-settings') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save Title' }).click();
  expect((await saved).status()).toBe(200);
  // The save has settled on screen (its button is back) before the owner moves on: on a busy
  // machine the answer can come before the form has taken it, and a key pressed then is lost.
  await expect(page.getByRole('button', { name: 'Save Title' })).toBeEnabled();
}

for (const width of [1440, 390]) {
  test(`an edit shows in the Activity tab, filterable and exportable (${width} px)`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: width > 600 ? 1000 : 844 });
    await signInAsAdmin(page);
    await saveHeroTitle(page, `Chrome Childhoods ${width}`);

    const tab = page.getByRole('tab', { name: 'Activity' });
    await tab.focus();
    await page.keyboard.press('Enter');
    const list = page.getByRole('list', { name: 'Activity, newest first' });
    const newest = list.getByRole('listitem').first();
    // In the owner's words: the setting's label, never its key or a field name.
    await expect(newest).toContainText(`${ADMIN.username} updated site setting “Hero title”`);
    await expect(newest).not.toContainText('homepage-hero-title');
    await expect(newest).not.toContainText('value');

    await test.step('filter by kind and by text', async () => {
      await page.getByLabel('Kind').selectOption({ label: 'Site setting' });
      await page.getByRole('searchbox', { name: 'Search' }).fill('hero title');
      await expect(list.getByRole('listitem').first()).toContainText('Hero title');
      for (const row of await list.getByRole('listitem').all())
        await expect(row).toContainText('site setting');
      await page.getByRole('searchbox', { name: 'Search' }).fill('nothing-is-called-this');
      await expect(page.getByText('No activity matches this filter')).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search' }).fill('hero title');
      await expect(list).toBeVisible();
    });

    await test.step('axe finds nothing serious, and the tab looks right', async () => {
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: test.info().outputPath(`activity-${width}.png`), fullPage: true });
    });

    await test.step('the filtered log exports as CSV', async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^vitrine-activity-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
      const [header, ...rows] = text.trimEnd().split('\r\n');
      expect(header).toBe('When,Admin,Session,Kind,Action,Which,Fields changed');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows[0]).toContain(`,${ADMIN.username},`);
      expect(rows.every((row) => row.includes(',Site setting,update,Hero title,'))).toBe(true);
    });
  });
}
