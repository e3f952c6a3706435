import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { AdminOrder, SalesSettingsView } from '../../contract/sales';
import type { Sculpture } from '../../contract/sculpture';
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

/** An Owner of the journey's own, made from an emailed invitation with a password. */
async function newOwner(request: APIRequestContext, admin: Record<string, string>): Promise<string> {
  const username = `pkowner${Date.now()}`;
  const link = await invite(request, 'owner', admin);
  expect(link.origin).toBe(ORIGIN);
  const accepted = await request.post('/api/admin/staff/invitations/accept', {
    data: { token: link.searchParams.get('token'), username, password: PASSWORD },
  });
  expect(accepted.ok()).toBe(true);
  return username;
}

async function signInWithPassword(page: Page, username: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
}

/** Removes the journey's people, as the demo's admin (proved a moment ago). */
async function removePeople(request: APIRequestContext, usernames: string[]) {
  const admin = await adminHeaders(request);
  const staff = (await (await request.get('/api/admin/staff', { headers: admin })).json()) as {
    id: number;
    username: string;
  }[];
  for (const person of staff.filter((member) => usernames.includes(member.username)))
    await request.delete(`/api/admin/staff/${person.id}`, { headers: admin });
}

/**
 * The next request to `pattern` is answered as the server answers a session whose proof is more
 * than five minutes old (the server's side of that is its own tests', on the test clock); the
 * requests after it reach the server.
 */
async function refuseOnceForProof(page: Page, pattern: string, method: string) {
  let refused = false;
  await page.route(pattern, async (route) => {
    if (refused || route.request().method() !== method) return route.continue();
    refused = true;
    await route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Confirm it is you', reauthenticate: true }),
    });
  });
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
    const ownerName = await newOwner(request, admin);
    made.push(ownerName);

    const ownerKeys = await addAuthenticator(context, page);
    await signInWithPassword(page, ownerName);
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
    await editor.getByRole('button', { name: 'Use a passkey instead' }).click();
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
    await refuseOnceForProof(page, '**/api/admin/staff/passkeys/*', 'DELETE');
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
    await removePeople(request, made);
  }
});

test('an Owner’s refund asks for their passkey first, then goes through', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await adminHeaders(request);
  const before = (await (
    await request.get('/api/admin/sales-settings', { headers: admin })
  ).json()) as SalesSettingsView;
  const pieces = (await (
    await request.get('/api/admin/sculptures', { headers: admin })
  ).json()) as Sculpture[];
  const hero = pieces.find((piece) => piece.title === 'Hero Kid')!;
  const collector = uniqueEmail('passkey-refund');
  const name = `Refunded ${collector.slice(15, 25)}`;
  const made: string[] = [];
  try {
    // Sales with bank transfer, a price on Hero Kid's 12 inch, and a collector's paid order.
    const settings = {
      ...before.settings,
      seller: { ...before.settings.seller, legalName: 'Chrome Kids Studio Ltd' },
      bankTransfer: {
        ...before.settings.bankTransfer,
        enabled: true,
        accountHolder: 'Chrome Kids',
        iban: 'GB33BUKB20201555555555',
      },
    };
    expect((await request.post('/api/admin/sales-settings', { headers: admin, data: settings })).ok()).toBe(
      true,
    );
    const priced = await request.put(`/api/admin/sculptures/${hero.id}`, {
      headers: admin,
      data: { ...hero, price100: 250_000 },
    });
    expect(priced.ok()).toBe(true);
    const asked = await request.post('/api/reservations', {
      data: { sculptureId: hero.id, size: '100', name, email: collector },
    });
    expect(asked.status()).toBe(201);
    const held = await readDeliveredCopy(collector, 'A number of Hero Kid is held for you');
    const hold = new URL(/https?:\/\/\S+\/reserve\/confirm\?token=[\w.%-]+/.exec(held.text ?? '')![0]);
    const confirmed = await request.post('/api/reservations/confirm', {
      data: { token: hold.searchParams.get('token') },
    });
    const orderToken = ((await confirmed.json()) as { orderPath: string }).orderPath.split('/').pop()!;
    expect((await request.post(`/api/orders/${orderToken}/bank-transfer`)).ok()).toBe(true);
    const addressed = await request.post(`/api/orders/${orderToken}/address`, {
      data: {
        address: { name, line1: '4 Mercer Street', postalCode: 'WC2H 9QA', city: 'London', country: 'GB' },
      },
    });
    expect(addressed.ok()).toBe(true);
    const listed = (await (
      await request.get(`/api/admin/orders?q=${encodeURIComponent(collector)}`, { headers: admin })
    ).json()) as { items: AdminOrder[] };
    const order = listed.items[0]!;
    expect(
      (await request.post(`/api/admin/orders/${order.id}/mark-paid`, { headers: admin, data: {} })).ok(),
    ).toBe(true);

    // The Owner signs in with a password and adds a passkey.
    const ownerName = await newOwner(request, admin);
    made.push(ownerName);
    await addAuthenticator(context, page);
    await signInWithPassword(page, ownerName);
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toHaveCount(1);

    // The refund, asked first; then, its proof stale, the passkey again.
    await refuseOnceForProof(page, `**/api/admin/orders/${order.id}/refund`, 'POST');
    await page.getByRole('tab', { name: 'Orders' }).click();
    await page.getByRole('button').filter({ hasText: name }).click();
    await page.getByRole('button', { name: 'Refund' }).click();
    const refund = page.getByRole('dialog', { name: `Refund €2,500.00 to ${name}?` });
    await refund.getByRole('button', { name: 'Refund €2,500.00' }).click();
    const prove = page.getByRole('dialog', { name: 'Confirm it is you' });
    await expect(prove.getByRole('button', { name: 'Use my passkey' })).toBeFocused();
    await expect(prove.getByLabel('Password')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await expect(prove).toBeHidden();
    await expect(page.getByText(`€2,500.00 refunded to ${name}`, { exact: false }).first()).toBeVisible();
    const after = (await (
      await request.get(`/api/admin/orders/${order.id}`, { headers: await adminHeaders(request) })
    ).json()) as AdminOrder;
    expect(after.state).toBe('refunded');
  } finally {
    const headers = await adminHeaders(request);
    await request.put(`/api/admin/sculptures/${hero.id}`, { headers, data: { ...hero } });
    await request.post('/api/admin/sales-settings', { headers, data: before.settings });
    await removePeople(request, made);
  }
});

/** The session token the dashboard keeps for this page. */
const storedToken = (page: Page) =>
  page.evaluate(() => {
    for (let i = 0; i < localStorage.length; i++) {
      const value = localStorage.getItem(localStorage.key(i)!);
      if (value && /^[\w-]{40,}$/.test(value)) return value;
    }
    return null;
  });

test('with the Owner’s rule on, a person with a password only sets up a passkey before anything else', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const admin = await adminHeaders(request);
  const made: string[] = [];
  try {
    // An Editor with a password only, invited before the rule.
    const editorName = `pkheld${Date.now()}`;
    const link = await invite(request, 'editor', admin);
    const accepted = await request.post('/api/admin/staff/invitations/accept', {
      data: { token: link.searchParams.get('token'), username: editorName, password: PASSWORD },
    });
    expect(accepted.ok()).toBe(true);
    made.push(editorName);

    // The Owner, with a passkey, turns the rule on by keyboard.
    const ownerName = await newOwner(request, admin);
    made.push(ownerName);
    await addAuthenticator(context, page);
    await signInWithPassword(page, ownerName);
    await page.getByRole('tab', { name: 'Security' }).click();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByRole('list', { name: 'Your passkeys' }).getByRole('listitem')).toHaveCount(1);
    const rule = page.getByRole('switch', {
      name: 'Require an authenticator app or a passkey for every account',
    });
    await rule.focus();
    await page.keyboard.press('Space');
    await expect(rule).toBeChecked();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(
      page.getByText('Everyone now needs an authenticator app or a passkey.', { exact: false }).first(),
    ).toBeVisible();

    // The Editor signs in with their password and finds only the setup.
    const editorContext = await browser.newContext({
      viewport: { width: 1440, height: 1000 },
      baseURL: ORIGIN,
    });
    const editor = await editorContext.newPage();
    await addAuthenticator(editorContext, editor);
    await signInWithPassword(editor, editorName);
    await expect(editor.getByRole('heading', { name: 'One more step to sign in' })).toBeVisible();
    await expect(editor.getByRole('tab', { name: 'Collection' })).toHaveCount(0);
    const token = await storedToken(editor);
    const refused = await editor.request.get('/api/admin/sculptures', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ setUpRequired: true });
    await expectNoSeriousA11yViolations(editor);
    await shootAtBothWidths(editor, SHOTS, 'setup-required');
    await editor.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(editor.getByRole('heading', { name: 'You are set up' })).toBeVisible();
    await editor.getByRole('button', { name: 'Go to the dashboard' }).click();
    await expect(editor.getByRole('tab', { name: 'Collection' })).toBeVisible();
    await editorContext.close();
  } finally {
    // The rule off again (as the Owner: the demo's admin has neither, so the rule holds it too).
    const token = await storedToken(page).catch(() => null);
    if (token)
      await request.put('/api/admin/staff/policy', {
        headers: { Authorization: `Bearer ${token}` },
        data: { requireSecondFactor: false },
      });
    await removePeople(request, made);
  }
});
