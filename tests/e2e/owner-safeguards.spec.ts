import { execFile } from 'node:child_process';
import type { Page } from '@playwright/test';
import { ADMIN_MESSAGES } from '../../contract/admin-messages';
import { type PrivateServer, startPrivateServer } from './private-server';
import { expectNoSeriousA11yViolations, shootAtBothWidths, solvedChallenge } from './support';
import { expect, test } from './test';

/**
 * What keeps the owner safe from hostile visitors, as the owner meets it: the shell's sign-in
 * link, the notice when the hour's confirmation emails are used up, the piece picker's marks on
 * pieces not yet public, and the question before a logout that deletes kept edits.
 *
 * On a server of its own (a fresh data folder, the demo content, a confirmation cap of 1 an hour),
 * so the cap it reaches and the link it spends touch nothing the other journeys share.
 */
const OWNER = { username: 'owner', password: 'safeguards-password' };
const SHOTS = 'test-results/owner-safeguards';
const PROJECT = process.cwd();

let server: PrivateServer;
let origin = '';
let signInLink = '';

/** `npm run admin -- <args>` on this journey's data folder, as an operator at the shell would. */
function runAdmin(dataDir: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/admin.ts', ...args],
      {
        cwd: PROJECT,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, ...env },
      },
      (error, stdout, stderr) => (error ? reject(new Error(`${stdout}${stderr}`)) : resolve(stdout)),
    );
  });
}

test.beforeAll(async () => {
  test.setTimeout(330_000);
  server = await startPrivateServer({
    // The owner is made at the shell, and so is the way back in for the day every browser is lost.
    prepare: async (dataDir, at) => {
      await runAdmin(dataDir, ['create', OWNER.username], { ADMIN_PASSWORD: OWNER.password });
      const printed = await runAdmin(dataDir, ['sign-in-link', OWNER.username], { PUBLIC_URL: at });
      signInLink = /^http\S+#link=[\w-]+$/m.exec(printed)?.[0] ?? '';
      expect(signInLink, printed).not.toBe('');
    },
    env: (at) => ({
      PUBLIC_URL: at,
      DEMO_CONTENT: 'true',
      RENDERS_PER_MINUTE: '100000',
      CONFIRMATION_EMAILS_PER_HOUR: '1',
    }),
  });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

/** Types the owner's name and password into the login form, by keyboard, and sends it. */
async function typeCredentials(page: Page) {
  await page.getByLabel('Username').focus();
  await page.keyboard.type(OWNER.username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(OWNER.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
}

/** Signs in by keyboard on the login page. */
async function signIn(page: Page) {
  await page.goto(`${origin}/admin/login`);
  await typeCredentials(page);
}

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test('the sign-in link from the shell lets one browser in, once; a second use says why and keeps the form', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto(signInLink);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
  // The token never stays in the address bar or the history.
  expect(page.url()).not.toContain('#link=');

  // Another browser with the same (now spent) link: told so, above a login form that still works.
  const otherBrowser = await browser.newContext();
  const other = await otherBrowser.newPage();
  await other.goto(signInLink);
  const notice = other.getByRole('alert').filter({ hasText: ADMIN_MESSAGES.signInLinkInvalid });
  await expect(notice).toBeVisible();
  expect(other.url()).not.toContain('#link=');
  await expectNoSeriousA11yViolations(other);
  await shootAtBothWidths(other, SHOTS, 'sign-in-link-spent');
  await typeCredentials(other);
  await otherBrowser.close();
});

test('the dashboard says when the hour’s confirmation emails are used up', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await openTab(page, 'Newsletters');
  const card = page.getByRole('region', { name: 'Double Opt-In' });
  const toggle = card.getByRole('switch', { name: 'Ask new addresses to confirm' });
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button', { name: 'Save' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Audience Settings Saved', { exact: true })).toBeVisible();

  // Two new readers in one hour, with a cap of one: the second is kept, but gets no email yet.
  for (const email of ['first.reader@example.com', 'second.reader@example.net']) {
    expect(
      (
        await page.request.post(`${origin}/api/newsletters`, {
          headers: await solvedChallenge(page.request, origin),
          data: { email },
        })
      ).status(),
    ).toBe(201);
  }
  await page.reload();
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'The hourly limit of 1 confirmation emails is reached' });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await expect(notice).toContainText('raise CONFIRMATION_EMAILS_PER_HOUR');
  await expectNoSeriousA11yViolations(page, 'iframe[title="Preview of the newsletter HTML"]');
  await card.scrollIntoViewIfNeeded();
  await shootAtBothWidths(page, SHOTS, 'confirmation-cap');
});

test('the piece picker marks a locked piece, and a newsletter naming it is refused until it is public', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // One reader subscribed without double opt-in: the send has someone to go to, and asks first.
  const login = await page.request.post(`${origin}/api/admin/login`, { data: OWNER });
  const { token } = (await login.json()) as { token: string };
  const off = await page.request.post(`${origin}/api/admin/audience-settings`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { doubleOptIn: false },
  });
  expect(off.ok()).toBe(true);
  expect(
    (
      await page.request.post(`${origin}/api/newsletters`, {
        headers: await solvedChallenge(page.request, origin),
        data: { email: 'reader@example.org' },
      })
    ).status(),
  ).toBe(201);
  await signIn(page);
  await openTab(page, 'Newsletters');
  await page.getByLabel('Subject Line').fill('Cereal Kid is coming');
  const editor = page.getByRole('textbox', { name: 'Newsletter content' });
  await expect(editor).toBeVisible({ timeout: 30_000 });
  await editor.click();
  await page.keyboard.type('The last piece of the series.');

  await page.getByRole('button', { name: 'Piece card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert a piece card' });
  const locked = dialog.getByRole('radio', { name: /Cereal Kid/ });
  await expect(dialog.locator('label').filter({ hasText: 'Cereal Kid' })).toContainText(
    'Locked: send at its release, or once it is public',
  );
  // A public piece carries no mark.
  await expect(dialog.locator('label').filter({ hasText: 'Hero Kid' })).not.toContainText('Locked');
  await expectNoSeriousA11yViolations(page, 'iframe[title="Preview of the newsletter HTML"]');
  await shootAtBothWidths(page, SHOTS, 'piece-picker-marks');

  // Chosen by keyboard: the radios are one tab stop, arrows move between pieces.
  await locked.focus();
  await page.keyboard.press('Space');
  await expect(locked).toBeChecked();
  await dialog.getByRole('button', { name: 'Insert card' }).click();
  await expect(editor.getByText('Cereal Kid')).toBeVisible();

  // Sent now, it would show a locked piece: refused, with the reason and what to do instead.
  await page.getByRole('button', { name: 'Send Newsletter' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Send Newsletter' }).click();
  await expect(
    page
      .getByText(/This newsletter shows “Cereal Kid”, which is .* Send it once the piece is public/)
      .first(),
  ).toBeVisible();
  await expect(page.getByLabel('Subject Line')).toHaveValue('Cereal Kid is coming');
});

test('logging out with kept edits asks first; no keeps them, yes deletes them with the session', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await openTab(page, 'About');
  await page.getByLabel('Page Title').fill('A title typed on a shared computer');
  const keptDrafts = () =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('vitrine:unsaved:')).length);
  await expect.poll(keptDrafts, { timeout: 15_000 }).toBeGreaterThan(0);

  const questions: string[] = [];
  // First "no": still signed in, the edit still there.
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  const logout = page.getByRole('button', { name: 'Logout' });
  await logout.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => questions.length).toBe(1);
  expect(questions[0]).toContain('Logging out deletes the unsaved edits kept in this browser (1 form)');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByLabel('Page Title')).toHaveValue('A title typed on a shared computer');
  expect(await keptDrafts()).toBeGreaterThan(0);

  // Then "yes": the login page, and nothing of the edit left in this browser.
  page.once('dialog', (dialog) => void dialog.accept());
  await logout.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(await keptDrafts()).toBe(0);
  await expectNoSeriousA11yViolations(page);
  await shootAtBothWidths(page, SHOTS, 'logged-out');
});

test('a deleted piece’s image that a sent newsletter shows is kept, and the Collection tab says which newsletter', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page);
  const token = await page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const value = localStorage.getItem(localStorage.key(i)!);
      if (value && /^[\w-]{40,}$/.test(value)) return value;
    }
    throw new Error('no admin token stored');
  });
  const auth = { Authorization: `Bearer ${token}` };
  const pieces = (await (
    await page.request.get(`${origin}/api/admin/sculptures`, { headers: auth })
  ).json()) as {
    title: string;
    thumbnailImage: string;
  }[];
  const piece = pieces.find((candidate) => candidate.title === 'Gamer Kid')!;
  expect(
    (
      await page.request.post(`${origin}/api/newsletters`, {
        headers: await solvedChallenge(page.request, origin),
        data: { email: 'keeper@example.org' },
      })
    ).ok(),
  ).toBe(true);
  const sent = await page.request.post(`${origin}/api/admin/newsletters/send`, {
    headers: auth,
    data: {
      subject: 'Gamer Kid, in the studio',
      htmlContent: `<p>Gamer Kid</p><img src="${origin}${piece.thumbnailImage}" alt="Gamer Kid">`,
      textContent: 'Gamer Kid',
    },
  });
  expect(sent.status()).toBe(202);

  await openTab(page, 'Collection');
  await page.getByRole('button', { name: 'Delete Gamer Kid' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Delete' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(/Gamer Kid\. \d+ of its images stays?: newsletters already sent show them\./).first(),
  ).toBeVisible();

  const kept = page.getByRole('region', { name: 'Images kept for newsletters' });
  await expect(kept).toBeVisible();
  await expect(kept.getByRole('listitem').first()).toContainText(
    /Kept because “Gamer Kid, in the studio” \(sent \w+ \d+, \d{4}\) shows it\./,
  );
  // The image is still served: the email's picture does not break.
  expect((await page.request.get(`${origin}${piece.thumbnailImage}`)).status()).toBe(200);
  await expectNoSeriousA11yViolations(page);
  await kept.scrollIntoViewIfNeeded();
  await shootAtBothWidths(page, SHOTS, 'kept-images');
});
