import path from 'node:path';
import { type PrivateServer, startPrivateServer } from './private-server';
import { expectNoSeriousA11yViolations } from './support';
import { expect, test } from './test';

/**
 * A production start as an operator's first `npm start`: the built server on a fresh data folder
 * without DEMO_CONTENT, beside the journeys' demo server (which sets it).
 */
const OWNER = { username: 'owner', password: 'first-start-password' };
const SHOTS = process.env.E2E_SCREENSHOTS;

let server: PrivateServer;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(330_000);
  server = await startPrivateServer({
    env: () => ({ ADMIN_USERNAME: OWNER.username, ADMIN_PASSWORD: OWNER.password }),
  });
  origin = server.origin;
});

test.afterAll(async () => {
  await server?.stop();
});

async function shoot(page: import('@playwright/test').Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width < 600 ? 844 : 1000 });
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a clean start shows no demo content: the built-in copy and an intentional empty collection', async ({
  page,
}) => {
  const sculptures = await (await fetch(`${origin}/api/sculptures`)).json();
  expect(sculptures).toEqual([]);

  await page.goto(`${origin}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/Premium chrome sculptures of 80s and 90s youth culture/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The first pieces are being cast' })).toBeVisible();
  await expect(page.getByText('Hero Kid')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'clean-home');

  await page.getByRole('link', { name: 'Collection', exact: true }).first().click();
  await expect(page).toHaveURL(`${origin}/collection`);
  await expect(page.getByRole('heading', { name: 'The first pieces are being cast' })).toBeVisible();
  await expect(page.getByText('No sculptures match the current filter.')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'clean-collection');

  await page.goto(`${origin}/journal`);
  await expect(page.getByText('No journal posts yet. Check back soon!')).toBeVisible();
  await page.goto(`${origin}/privacy`);
  await expect(
    page.getByText('Privacy policy content is being updated. Please check back soon.'),
  ).toBeVisible();
});

test('the dashboard of a clean start lists the first steps until the owner has made each', async ({
  page,
}) => {
  await page.goto(`${origin}/admin/login`);
  await page.getByLabel('Username').fill(OWNER.username);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const steps = page.getByRole('region', { name: 'First steps' });
  // After the session check and five admin reads.
  await expect(steps).toBeVisible({ timeout: 30_000 });
  await expect(steps.getByRole('button')).toHaveText([
    'Add your first sculpture',
    'Upload the homepage hero photo',
    'Write the About page',
  ]);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'clean-dashboard');

  // By keyboard: the step opens its tab and puts focus on it.
  await steps.getByRole('button', { name: 'Write the About page' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'About' })).toBeFocused();

  // The owner's first piece ticks its step off; the list stays for the other two.
  const login = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  const { token } = (await login.json()) as { token: string };
  const created = await fetch(`${origin}/api/admin/sculptures`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      slug: 'first-light',
      title: 'First Light',
      tagline: 'The first of ours.',
      intro: 'Cast this spring.',
      medium: 'Cast metal with chrome finish',
      sizes: ['12 inch'],
      edition: 'Limited Edition of 20',
      finish: 'Mirror chrome',
      certificate: 'Signed and numbered certificate of authenticity',
      status: 'Available',
      isGreyscale: 'false',
      imageCount: 4,
      placeholderType: 'photo',
      seoTitle: 'First Light',
      seoDescription: 'A chrome sculpture.',
    }),
  });
  expect(created.status).toBe(201);
  await page.reload();
  await expect(steps.getByText('Add your first sculpture (done)')).toBeVisible({ timeout: 30_000 });
  await expect(steps.getByRole('button')).toHaveText([
    'Upload the homepage hero photo',
    'Write the About page',
  ]);
});
