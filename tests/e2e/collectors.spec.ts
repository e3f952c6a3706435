import type { Page } from '@playwright/test';
import { readDeliveredCopy } from './outbox';
import {
  expectNoSeriousA11yViolations,
  shootAtBothWidths,
  signInAsAdmin,
  solvedChallenge,
  toastTitled,
  uniqueEmail,
} from './support';
import { expect, test } from './test';

const SHOTS = 'test-results/collectors';
const shoot = (page: Page, name: string) => shootAtBothWidths(page, SHOTS, name);

test('an inquiry is found by a word of its message, answered by email, and on the collector page with everything else', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000); // axe runs and screenshots on a machine shared by several runs
  const email = uniqueEmail('ines');
  const word = `quicksilver${Date.now().toString(36)}`;
  const sent = await request.post('/api/inquiries', {
    headers: await solvedChallenge(request),
    data: {
      name: 'Ines Marlow',
      email,
      message: `Is the ${word} finish offered on the 54 inch Hero Kid?`,
      sculptureInterest: 'Hero Kid',
    },
  });
  expect(sent.status()).toBe(201);
  expect(
    (
      await request.post('/api/waitlists', {
        headers: await solvedChallenge(request),
        data: { email, sculptureType: 'Hero Kid' },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await request.post('/api/newsletters', { headers: await solvedChallenge(request), data: { email } })
    ).ok(),
  ).toBe(true);

  await signInAsAdmin(page);
  await page.getByRole('tab', { name: 'Inquiries' }).click();
  await expect(page).toHaveURL(/tab=inquiries/);
  const search = page.getByRole('searchbox', { name: 'Search inquiries' });
  await search.focus();
  await page.keyboard.type(word);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${word}`));
  const item = page.getByRole('article', { name: 'Ines Marlow' });
  await expect(item).toHaveCount(1);
  await expect(page.getByText('1 inquiry', { exact: true })).toBeVisible();
  await expect(item.getByRole('img', { name: 'Unread' })).toBeVisible();

  await item.getByRole('button', { name: 'Open and reply' }).focus();
  await page.keyboard.press('Enter');
  const reply = item.getByLabel('Your reply');
  await expect(reply).toBeVisible();
  // The answer starts with the one greeting it will carry, and shows what follows the owner's words.
  await expect(reply).toHaveValue('Dear Ines Marlow,\n\n');
  await expect(item.getByText('Below your words, the email ends with:')).toBeVisible();
  await expect(item.getByRole('blockquote')).toContainText(`Is the ${word} finish offered`);
  await reply.fill('Dear Ines,\n\nYes: that finish is offered on both sizes. I can hold one until Friday.');
  // Typed text survives a reload before it is sent.
  await page.reload();
  await expect(page.getByRole('article', { name: 'Ines Marlow' }).getByLabel('Your reply')).toHaveValue(
    /I can hold one until Friday/,
  );
  await expect(page.getByText('Restored unsaved changes')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'inbox');

  const again = page.getByRole('article', { name: 'Ines Marlow' });
  await again.getByRole('button', { name: 'Send reply' }).click();
  await expect(toastTitled(page, 'Sent')).toBeVisible();
  await expect(again.getByText('Replied', { exact: true })).toBeVisible();
  await expect(again.getByLabel('Your reply')).toHaveValue('Dear Ines Marlow,\n\n');

  const mail = await readDeliveredCopy(email, 'Re: your inquiry about Hero Kid');
  expect(mail.text).toContain('I can hold one until Friday.');
  // The greeting the owner wrote, and no other above it.
  expect(mail.text?.startsWith('Dear Ines,\n\nYes: that finish')).toBe(true);
  expect(mail.text?.match(/Dear /g)).toHaveLength(1);
  expect(mail.text).toContain(`> Is the ${word} finish offered on the 54 inch Hero Kid?`);

  await again.getByRole('button', { name: 'Collector page' }).click();
  await expect(page).toHaveURL(/tab=collectors&collector=\d+/);
  await expect(page.getByRole('heading', { name: 'Ines Marlow' })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByText('Inquiry about Hero Kid')).toBeVisible();
  await expect(timeline.getByText('Reply sent by e2e-admin')).toBeVisible();
  await expect(timeline.getByText('Joined the waitlist for Hero Kid')).toBeVisible();
  await expect(timeline.getByText('Subscribed to the newsletter')).toBeVisible();

  await page.getByLabel('New tag').fill('VIP');
  await page.keyboard.press('Enter');
  await page.getByLabel('Notes').fill('Asked about the quicksilver finish.');
  await page.getByRole('button', { name: 'Save notes and tags' }).click();
  await expect(toastTitled(page, 'Saved')).toBeVisible();
  await expect(page.getByText('Restored unsaved changes')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save notes and tags' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'collector');

  await page.getByRole('button', { name: 'All collectors' }).click();
  await page.getByRole('searchbox', { name: 'Search collectors' }).fill('marlow');
  await expect(page.getByRole('button', { name: new RegExp(email) })).toBeVisible();
});
