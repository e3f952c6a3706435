import { expectNoSeriousA11yViolations, signInAsAdmin, toastTitled } from './support';
import { expect, test } from './test';

// An owner whose site names no address for answers is warned on the dashboard, led to the one
// field that fixes it, and told plainly when the address typed is not one. The journey server
// sets no NOTIFY_EMAIL, so the warning shows until the owner sets "Replies go to".

for (const width of [390, 1440] as const) {
  test(`the dashboard warns while replies go nowhere and leads to "Replies go to" (${width} wide)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signInAsAdmin(page);
    const warning = page.getByRole('region', { name: 'Replies to your emails reach no one' });
    await expect(warning).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`warning-${width}.png`), fullPage: true });

    await warning.getByRole('button', { name: 'Set where replies go' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/tab=site-settings/);
    const field = page.getByLabel('Replies go to');
    await expect(field).toBeFocused();

    // Not one address: refused at the field, nothing saved, the warning stays.
    await page.keyboard.type('studio at chrome nostalgia');
    const save = page.getByRole('button', { name: 'Save Email Sender' });
    await save.click();
    await expect(page.getByText('Replies go to one email address, like studio@example.com')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('studio at chrome nostalgia');
    await expect(warning).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath(`refused-${width}.png`), fullPage: true });

    await field.fill('studio@chrome-nostalgia.example');
    await save.click();
    await expect(toastTitled(page, 'Success')).toBeVisible();
    await expect(warning).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Replies go to')).toHaveValue('studio@chrome-nostalgia.example');
    await expect(page.getByRole('region', { name: 'Replies to your emails reach no one' })).toHaveCount(0);

    // Put back: the other journeys share this server's settings.
    await page.getByLabel('Replies go to').fill('');
    await page.getByRole('button', { name: 'Save Email Sender' }).click();
    await expect(page.getByRole('region', { name: 'Replies to your emails reach no one' })).toBeVisible();
  });
}

for (const width of [390, 1440] as const) {
  test(`the owner sees where the morning email of waiting holds goes, and turns it off and on (${width} wide)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signInAsAdmin(page);
    await page.goto('/admin?tab=reservations');
    const morning = page.getByRole('switch', {
      name: 'Email me each morning the holds waiting for my decision',
    });
    await expect(morning).toBeChecked();
    // No NOTIFY_EMAIL on this server and no "Replies go to": the owner is told there is nowhere to send it.
    await expect(
      page.getByText(/No address to send it to: set Replies go to in Site Settings/),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`morning-email-${width}.png`), fullPage: true });

    await morning.focus();
    await page.keyboard.press('Space');
    await expect(morning).not.toBeChecked();
    const save = page.locator('form').filter({ has: morning }).getByRole('button', { name: 'Save' });
    await save.click();
    await expect(toastTitled(page, 'Setting saved')).toBeVisible();
    await page.reload();
    await expect(morning).not.toBeChecked();

    // Put back: the other journeys share this server.
    await morning.click();
    await save.click();
    await expect(save).toBeDisabled();
    await page.reload();
    await expect(morning).toBeChecked();
    await expectNoSeriousA11yViolations(page);
  });
}
