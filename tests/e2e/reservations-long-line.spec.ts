import { type PrivateServer, startPrivateServer } from './private-server';
import { expectNoSeriousA11yViolations, shootAtBothWidths, solvedChallenge } from './support';
import { expect, test } from './test';

/**
 * After a drop: sixty collectors in Gamer Kid's 12 inch line. The owner finds the piece marked in
 * the Reservations tab and turns the line's pages by keyboard, each read from the server. On a
 * server of its own, so the shared demo register keeps its numbers.
 */
const OWNER = { username: 'owner', password: 'long-line-password' };
const SHOTS = 'test-results/reservations-long-line';
const COLLECTORS = 60;

let server: PrivateServer;

test.beforeAll(async () => {
  test.setTimeout(330_000);
  server = await startPrivateServer({
    env: (at) => ({
      PUBLIC_URL: at,
      DEMO_CONTENT: 'true',
      ADMIN_USERNAME: OWNER.username,
      ADMIN_PASSWORD: OWNER.password,
      RENDERS_PER_MINUTE: '100000',
    }),
  });
});

test.afterAll(async () => {
  await server?.stop();
});

test('a long line is marked in the piece picker and read a page at a time', async ({ page }) => {
  test.setTimeout(240_000);
  const { origin } = server;
  const pieces = (await (await page.request.get(`${origin}/api/sculptures`)).json()) as {
    id: number;
    slug: string;
  }[];
  const gamerKid = pieces.find((piece) => piece.slug === 'gamer-kid')!.id;
  for (let index = 1; index <= COLLECTORS; index++) {
    const asked = await page.request.post(`${origin}/api/reservations`, {
      headers: await solvedChallenge(page.request, origin),
      data: {
        sculptureId: gamerKid,
        size: '100',
        name: `Collector ${String(index).padStart(2, '0')}`,
        email: `line${index}@example.com`,
      },
    });
    expect(asked.status()).toBe(201);
  }

  await page.goto(`${origin}/admin/login`);
  await page.getByLabel('Username').fill(OWNER.username);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Reservations' }).click();

  // It opens on the piece that needs the owner, marked with how many requests are open.
  const picker = page.getByLabel('Piece');
  await expect(picker.locator('option:checked')).toHaveText(`Gamer Kid — ${COLLECTORS} open requests`);
  await expect(picker.locator('option', { hasText: 'Hero Kid' })).toHaveText('Hero Kid');
  const line = page.getByRole('region', { name: '12 inch' });
  await expect(line.getByText(/^60 requests · \d+ held · \d+ waiting$/)).toBeVisible();
  const pages = page.getByRole('navigation', { name: '12 inch pages' });
  await expect(pages.getByText('Requests 1–50 of 60')).toBeVisible();
  await expect(line.getByRole('listitem')).toHaveCount(50);
  await expect(line.getByText('Collector 01')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await pages.scrollIntoViewIfNeeded();
  await shootAtBothWidths(page, SHOTS, 'first-page');

  // By keyboard: the next page comes from the server; the previous one goes back.
  await pages.getByRole('button', { name: 'Next page' }).focus();
  await page.keyboard.press('Enter');
  await expect(pages.getByText('Requests 51–60 of 60')).toBeVisible();
  await expect(line.getByRole('listitem')).toHaveCount(10);
  await expect(line.getByText('Collector 60')).toBeVisible();
  await expect(line.getByText('Collector 01')).toHaveCount(0);
  await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await shootAtBothWidths(page, SHOTS, 'last-page');
  await pages.getByRole('button', { name: 'Previous page' }).focus();
  await page.keyboard.press('Enter');
  await expect(pages.getByText('Requests 1–50 of 60')).toBeVisible();
});
