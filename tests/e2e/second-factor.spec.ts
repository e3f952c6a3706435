import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { readDeliveredCopy } from './outbox';
import { adminHeaders, expectNoSeriousA11yViolations, shootAtBothWidths, uniqueEmail } from './support';
import { expect, test } from './test';

// A person of the staff sets up an authenticator app from the Security tab, then signs in with a
// code from it (by this test's clock), and with a recovery code, once. A person of their own, made
// from an invitation and removed after, so the other journeys' admin signs in as before.

test.use({ viewport: { width: 1440, height: 1000 } });

const SHOTS = 'test-results/second-factor';
const PASSWORD = 'a long enough journey password';

/** A code from the app `steps` 30-second steps from now (one step ahead is accepted). */
const codeFrom = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** An Editor of the studio, made from an emailed invitation; their id, for removing them after. */
async function newEditor(request: APIRequestContext, username: string): Promise<number> {
  const owner = await adminHeaders(request);
  const email = uniqueEmail('totp');
  const invited = await request.post('/api/admin/staff/invitations', {
    headers: owner,
    data: { email, role: 'editor' },
  });
  expect(invited.status()).toBe(201);
  const mail = await readDeliveredCopy(email, 'e2e-admin invites you to the Chrome Nostalgia dashboard');
  const token = /\/admin\/invite\?token=([\w-]+)/.exec(mail.text ?? '')?.[1];
  const accepted = await request.post('/api/admin/staff/invitations/accept', {
    data: { token, username, password: PASSWORD },
  });
  expect(accepted.ok()).toBe(true);
  const staff = (await (await request.get('/api/admin/staff', { headers: owner })).json()) as {
    id: number;
    username: string;
  }[];
  return staff.find((member) => member.username === username)!.id;
}

async function signInWithPassword(page: Page, username: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByLabel('Code')).toBeFocused({ timeout: 30_000 });
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
}

test('an authenticator app is set up from Security, then signs in with its code, and a recovery code works once', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const username = `totp${Date.now()}`;
  const id = await newEditor(request, username);
  try {
    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Security' }).click();

    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await page.locator('code').first().textContent()) ?? '';
    expect(secret.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);
    await expectNoSeriousA11yViolations(page);
    await shootAtBothWidths(page, SHOTS, 'setup');

    // A wrong code keeps the setup, saying so.
    await page.getByLabel('Code from the app').fill(codeFrom(secret) === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText('That code is not right', { exact: false }).first()).toBeVisible();
    await page.getByLabel('Code from the app').fill(codeFrom(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.first().textContent())!.trim();
    await expectNoSeriousA11yViolations(page);
    await shootAtBothWidths(page, SHOTS, 'recovery-codes');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByRole('button', { name: 'Turn off' })).toBeVisible();
    await signOut(page);

    // The password alone no longer signs in: the code step, by keyboard.
    await signInWithPassword(page, username);
    await expectNoSeriousA11yViolations(page);
    await shootAtBothWidths(page, SHOTS, 'sign-in-code');
    // The next step's code: the one that turned the app on is spent.
    await page.keyboard.type(codeFrom(secret, 1));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
    await signOut(page);

    // A recovery code, once.
    await signInWithPassword(page, username);
    await page.getByLabel('Code').fill(recovery);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
    await signOut(page);
    await signInWithPassword(page, username);
    await page.getByLabel('Code').fill(recovery);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('That code is not right', { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  } finally {
    await request.delete(`/api/admin/staff/${id}`, { headers: await adminHeaders(request) });
  }
});
