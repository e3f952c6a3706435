import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAsAdmin } from './support';
import { expect, test } from './test';

// Nothing typed in the admin is lost: a reload (or a closed tab) brings the sculpture form and
// the newsletter composer back with what was typed, every way of leaving them asks first (the
// dashboard's link, the browser's Back, another tab of the dashboard), and Discard returns to
// what is saved.

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'Restored unsaved changes' });

/**
 * Answers the page's questions: a reload goes ahead; 'Leave anyway?' is answered from `answers`
 * in turn (no, by default: stay on the form). Returns the questions asked, by kind.
 */
function answerDialogs(page: Page, answers: boolean[] = []): string[] {
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    if (dialog.type() === 'beforeunload') void dialog.accept();
    else void (answers.shift() ? dialog.accept() : dialog.dismiss());
  });
  return asked;
}

for (const width of [1440, 390]) {
  test(`a reload keeps an unsaved sculpture form, and leaving it asks (${width} px)`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 1000 });
    const asked = answerDialogs(page);

    await signInAsAdmin(page);
    await page.getByRole('button', { name: 'Add Sculpture' }).click();
    await textbox(page, 'Title').fill('Tape Deck Kid');
    await textbox(page, 'Tagline').fill('Auto-reverse, forever.');
    await expect(notice(page)).toHaveCount(0);

    await test.step('leaving by the dashboard link asks, and staying keeps the form', async () => {
      await page.getByRole('link', { name: 'Back to Website' }).click();
      await expect.poll(() => asked.filter((kind) => kind === 'confirm')).toHaveLength(1);
      await expect(page).toHaveURL(/\/admin\?sculpture=new$/);
      await expect(textbox(page, 'Title')).toHaveValue('Tape Deck Kid');
    });

    await test.step("the browser's Back asks too, and staying keeps the form where it was", async () => {
      await page.goBack();
      await expect.poll(() => asked.filter((kind) => kind === 'confirm')).toHaveLength(2);
      await expect(page).toHaveURL(/\/admin\?sculpture=new$/);
      await expect(page.getByRole('heading', { name: 'Add New Sculpture' })).toBeVisible();
      await expect(textbox(page, 'Title')).toHaveValue('Tape Deck Kid');
    });

    await test.step('the sizes line counts its sizes near their limit', async () => {
      const sizes = Array.from({ length: 17 }, (_, i) => `${i + 1} inch`).join(', ');
      await textbox(page, 'Sizes').fill(sizes);
      await expect(page.getByText('17 / 20 sizes', { exact: true })).toBeVisible();
    });

    await test.step('a reload asks first and brings back what was typed', async () => {
      await page.reload();
      expect(asked).toContain('beforeunload');
      await expect(page.getByRole('heading', { name: 'Add New Sculpture' })).toBeVisible();
      await expect(textbox(page, 'Title')).toHaveValue('Tape Deck Kid');
      await expect(textbox(page, 'Slug')).toHaveValue('tape-deck-kid');
      await expect(textbox(page, 'Tagline')).toHaveValue('Auto-reverse, forever.');
      await expect(page.getByText('17 / 20 sizes', { exact: true })).toBeVisible();
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

    await test.step('with nothing unsaved, Back leaves without a question', async () => {
      const questions = asked.filter((kind) => kind === 'confirm').length;
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('tab', { name: 'Collection' })).toBeVisible();
      expect(asked.filter((kind) => kind === 'confirm')).toHaveLength(questions);
    });
  });

  test(`a reload keeps an unsaved newsletter, and another tab asks first (${width} px)`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 1000 });
    // The first question is answered no (stay), the second yes (go to the other tab).
    const asked = answerDialogs(page, [false, true]);
    // The connection drops as the owner writes: the server never gets the draft.
    await page.route('**/api/admin/newsletters/drafts**', (route) => route.abort());
    const subject = `Half a newsletter ${Date.now()}`;
    const newsletters = page.getByRole('tab', { name: 'Newsletters' });

    await signInAsAdmin(page);
    await newsletters.click();
    await page.getByLabel('Subject Line').fill(subject);
    const editor = page.getByRole('textbox', { name: 'Newsletter content' });
    await expect(editor).toBeVisible({ timeout: 30_000 });
    await editor.click();
    await page.keyboard.type('Mirror chrome, fifty pieces.');
    await expect(page.getByRole('status').filter({ hasText: 'Draft not saved' })).toBeVisible({
      timeout: 15_000,
    });

    await test.step('another tab of the dashboard asks; no keeps the composer as it was', async () => {
      await page.getByRole('tab', { name: 'Journal' }).click();
      await expect.poll(() => asked.filter((kind) => kind === 'confirm')).toHaveLength(1);
      await expect(newsletters).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByLabel('Subject Line')).toHaveValue(subject);
    });

    await test.step('a reload asks first; the composer comes back with what was typed', async () => {
      await page.reload();
      expect(asked).toContain('beforeunload');
      await newsletters.click();
      await expect(page.getByLabel('Subject Line')).toHaveValue(subject);
      await expect(editor).toContainText('Mirror chrome, fifty pieces.', { timeout: 30_000 });
      await expect(notice(page)).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'iframe[title="Preview of the newsletter HTML"]');
      await page.screenshot({ path: testInfo.outputPath(`restored-newsletter-${width}.png`) });
    });

    await test.step('yes to the question leaves for the other tab; the edits wait in the browser', async () => {
      await page.getByRole('tab', { name: 'Journal' }).click();
      await expect.poll(() => asked.filter((kind) => kind === 'confirm')).toHaveLength(2);
      await expect(page.getByRole('tab', { name: 'Journal' })).toHaveAttribute('aria-selected', 'true');
      await newsletters.click();
      await expect(page.getByLabel('Subject Line')).toHaveValue(subject);
      await expect(notice(page)).toBeVisible();
    });

    await test.step('Discard empties the composer and forgets the kept copy', async () => {
      await notice(page).getByRole('button', { name: 'Discard' }).click();
      await expect(page.getByLabel('Subject Line')).toHaveValue('');
      await expect(notice(page)).toHaveCount(0);
      await page.reload();
      await newsletters.click();
      await expect(editor).toBeVisible({ timeout: 30_000 });
      await expect(page.getByLabel('Subject Line')).toHaveValue('');
      await expect(notice(page)).toHaveCount(0);
    });
  });
}
