import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { readDeliveredCopy } from './outbox';
import { adminHeaders, expectNoSeriousA11yViolations, shootAtBothWidths, uniqueEmail } from './support';
import { expect, test } from './test';

// Passkeys in Chromium's virtual authenticator (the DevTools WebAuthn domain: a platform
// authenticator with user verification, as a laptop's Touch ID is). An Owner adds a passkey from
// the Security tab; an invited Editor makes their account with a passkey instead of a password and
// signs in with it; the Owner sees it, and proves themselves with their own passkey before a
// step that needs it. The people are made for the journey and removed after, so the demo's admin
// signs in as before.
//
// A passkey is bound to a domain name (an IP address cannot be a relying party), so these pages
// open at the server's public address, http://localhost:PORT, not the journeys' 127.0.0.1.

const PORT = Number(process.env.E2E_PORT ?? 3210) + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const ORIGIN = `http://localhost:${PORT}`;
test.use({ viewport: { width: 1440, height: 1000 }, baseURL: ORIGIN });

const SHOTS = 'test-results/passkeys';
const PASSWORD = 'a long enough journey password';

/** A platform authenticator on this page, as a laptop's fingerprint reader with resident keys. */
async function addAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

/** The token of an emailed invitation, sent by the demo's admin. */
async function invite(request: APIRequestContext, role: 'owner' | 'editor', headers: Record<string, string>) {
  const email = uniqueEmail(`passkey-${role}`);
  const invited = await request.post('/api/admin/staff/invitations', { headers, data: { email, role } });
  expect(invited.status()).toBe(201);
  const mail = await readDeliveredCopy(email, 'e2e-admin invites you to the Chrome Nostalgia dashboard');
  const link = /https?:\/\/[^\s]+\/admin\/invite\?token=[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeTruthy();
  return new URL(link!);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
}

test('an invited Editor makes their account with a passkey and signs in with it; the Owner adds one and confirms with it', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await adminHeaders(request);
  const made: string[] = [];
  try {
    // An Owner of the journey's own, with a password.
    const ownerName = `pkowner${Date.now()}`;
    const ownerLink = await invite(request, 'owner', admin);
    expect(ownerLink.origin).toBe(ORIGIN);
    const accepted = await request.post('/api/admin/staff/invitations/accept', {
      data: { token: ownerLink.searchParams.get('token'), username: ownerName, password: PASSWORD },
    });
    expect(accepted.ok()).toBe(true);
    made.push(ownerName);

    const ownerKeys = await addAuthenticator(context, page);
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(ownerName);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Security' }).click();

    // A passkey, by keyboard: the name is the browser's unless changed.
    await expect(page.getByText('No passkey yet.')).toBeVisible();
    const name = page.getByLabel('Name of the new passkey');
    await expect(name).toHaveValue('Chrome on Windows');
    await name.fill('Studio laptop');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add a passkey' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Studio laptop added.', { exact: false }).first()).toBeVisible();
    const mine = page.getByRole('list', { name: 'Your passkeys' });
    await expect(mine.getByRole('listitem')).toHaveCount(1);
    await expect(mine).toContainText('Studio laptop');
    await expect(mine).toContainText('Not used yet');
    expect(await ownerKeys()).toHaveLength(1);

    // The Editor, in a browser of their own with its own authenticator, from the emailed link.
    const editorName = `pkeditor${Date.now()}`;
    const editorLink = await invite(request, 'editor', admin);
    const editorContext = await browser.newContext({
      viewport: { width: 1440, height: 1000 },
      baseURL: ORIGIN,
    });
    const editor = await editorContext.newPage();
    const editorKeys = await addAuthenticator(editorContext, editor);
    await editor.goto(editorLink.pathname + editorLink.search);
    await expect(editor.getByRole('heading', { name: 'Join the studio' })).toBeVisible();
    await editor.getByLabel('Username').fill(editorName);
    await editor.getByRole('button', { name: 'Create my account with a passkey' }).click();
    await expect(editor.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
    made.push(editorName);
    expect(await editorKeys()).toHaveLength(1);

    // Signed out, the passkey alone signs them in again: no username, no password.
    await signOut(editor);
    await expectNoSeriousA11yViolations(editor);
    await shootAtBothWidths(editor, SHOTS, 'login');
    await editor.getByRole('button', { name: 'Sign in with a passkey' }).focus();
    await editor.keyboard.press('Enter');
    await expect(editor.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
    await editor.getByRole('tab', { name: 'Security' }).click();
    await expect(editor.getByRole('list', { name: 'Your passkeys' })).toContainText('Chrome on Windows');
    await expect(editor.getByRole('list', { name: 'Your passkeys' })).toContainText('Last used');

    // The Owner sees the Editor's browser and passkey.
    await page.reload();
    await page.getByRole('tab', { name: 'Security' }).click();
    const theirs = page.getByRole('list', { name: `Passkeys of ${editorName}` });
    await expect(theirs).toContainText('Chrome on Windows');
    await expect(
      page.getByRole('list', { name: `Browsers of ${editorName}` }).getByRole('listitem'),
    ).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
    await shootAtBothWidths(page, SHOTS, 'security-owner');

    // A step that needs fresh proof, refused as a session older than five minutes is (the
    // server's side of that is its own tests'): the Owner confirms with the passkey, and the
    // step goes through.
    let refusedOnce = false;
    await page.route('**/api/admin/staff/passkeys/*', async (route) => {
      if (refusedOnce || route.request().method() !== 'DELETE') return route.continue();
      refusedOnce = true;
      await route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Confirm it is you', reauthenticate: true }),
      });
    });
    await theirs.getByRole('button', { name: `Remove Chrome on Windows of ${editorName}` }).click();
    const question = page.getByRole('alertdialog', { name: 'Remove this passkey?' });
    await question.getByRole('button', { name: 'Remove' }).click();
    const prove = page.getByRole('dialog', { name: 'Confirm it is you' });
    await expect(prove.getByRole('button', { name: 'Use my passkey' })).toBeFocused();
    await expect(prove).toContainText('Use your passkey');
    await expectNoSeriousA11yViolations(page);
    await shootAtBothWidths(page, SHOTS, 'confirm-with-passkey');
    await page.keyboard.press('Enter');
    await expect(prove).toBeHidden();
    await expect(page.getByText(`Chrome on Windows of ${editorName} removed.`).first()).toBeVisible();
    await expect(theirs).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Your passkeys' })).toContainText('Last used');

    // Removed, the Editor's passkey signs nobody in.
    await signOut(editor);
    await editor.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(
      editor.getByText('This passkey is not registered here', { exact: false }).first(),
    ).toBeVisible();
    await editorContext.close();
  } finally {
    const staff = (await (await request.get('/api/admin/staff', { headers: admin })).json()) as {
      id: number;
      username: string;
    }[];
    for (const person of staff.filter((member) => made.includes(member.username)))
      await request.delete(`/api/admin/staff/${person.id}`, { headers: await adminHeaders(request) });
  }
});
