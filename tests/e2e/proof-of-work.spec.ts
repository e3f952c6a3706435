import { type APIRequestContext, test as base, type Page } from '@playwright/test';
import { CHALLENGE_HEADER } from '../../contract/api-paths';
import {
  adminHeaders,
  expectNoSeriousA11yViolations,
  shootAtBothWidths,
  signInAsAdmin,
  uniqueEmail,
} from './support';
import { expect, test } from './test';

/*
 * The proof of work of a public form (decision 47), in Chromium: with script the form's worker
 * starts on its first focus (never on a first visit), solves while the collector types and the
 * request carries the answer; without script the plain form still reserves, and the owner sees
 * that request marked in Reservations and counted on the drop screen; a form typed before the
 * script arrived and sent after it carries an answer too (solved on the press of its button).
 */

const SHOTS = 'test-results/proof-of-work';
const PIECE = 'Hero Kid';
const FORM = '/reserve?piece=hero-kid&size=100';
const HELD_OR_IN_LINE = /A Number Is Held for You|You're in Line/;

const reservationPost = (page: Page) =>
  page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/reservations',
  );

async function fillRequest(page: Page, name: string, email: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
}

/** The drop screen's count of Hero Kid's 12 inch requests sent without the page's check, read from the API. */
async function unsolvedCount(request: APIRequestContext): Promise<number> {
  const headers = await adminHeaders(request);
  const pieces = (await (await request.get('/api/admin/sculptures', { headers })).json()) as {
    id: number;
    title: string;
  }[];
  const id = pieces.find((piece) => piece.title === PIECE)?.id;
  const counts = await request.get(`/api/admin/drops/${id}/unsolved`, { headers });
  expect(counts.ok()).toBe(true);
  return ((await counts.json()) as Record<'100' | '450', number>)['100'];
}

// Playwright's own test: ./test waits for the app to be live, which never happens without script
// or while the test holds the scripts back.
const plain = base.extend({});

test('with script, the solver starts on the form, never on the first visit, and its answer goes with the request', async ({
  page,
}) => {
  const workers: number[] = [];
  page.on('worker', () => workers.push(Date.now()));
  await page.goto('/sculptures/hero-kid');
  // A first visit, however long it stays, runs no solver and fetches no challenge.
  await expect(page.getByRole('link', { name: 'Reserve 12 inch' })).toBeVisible();
  expect(workers).toHaveLength(0);

  await page.getByRole('link', { name: 'Reserve 12 inch' }).click();
  const dialog = page.getByRole('dialog', { name: `Reserve ${PIECE}, 12 inch` });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await expect.poll(() => workers.length).toBe(1);
  await fillRequest(page, 'Scripted Collector', uniqueEmail('pow-script'));
  const sent = reservationPost(page);
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  const post = await sent;
  const answer = post.headers()[CHALLENGE_HEADER];
  expect(answer, 'the request carries the solved challenge').toBeTruthy();
  const decoded = JSON.parse(Buffer.from(answer ?? '', 'base64').toString('utf8')) as {
    solution: { counter: number };
  };
  expect(decoded.solution.counter).toBeGreaterThanOrEqual(0);
  expect((await post.response())?.status()).toBe(201);
  await expect(dialog.getByText(HELD_OR_IN_LINE)).toBeVisible();
  // One worker for one form: the answer is taken once, and the worker has closed itself.
  expect(workers).toHaveLength(1);
});

test("the footer's newsletter box, on every page, solves on its first focus and sends the answer", async ({
  page,
}) => {
  const workers: number[] = [];
  page.on('worker', () => workers.push(Date.now()));
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeVisible();
  expect(workers, 'a first visit runs no solver').toHaveLength(0);
  const email = footer.getByRole('textbox');
  await email.focus();
  await expect.poll(() => workers.length).toBe(1);
  await page.keyboard.type(uniqueEmail('pow-footer'));
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/newsletters',
  );
  await page.keyboard.press('Enter');
  const post = await sent;
  expect(post.headers()[CHALLENGE_HEADER], 'the subscription carries the solved challenge').toBeTruthy();
  expect((await post.response())?.ok()).toBe(true);
});

plain(
  'typed before the script, sent after it: the request still carries a solved challenge',
  async ({ page }) => {
    let typed: () => void = () => {};
    const scriptsMayLoad = new Promise<void>((resolve) => {
      typed = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await scriptsMayLoad;
      await route.continue().catch(() => {});
    });
    const collector = uniqueEmail('pow-early');
    await page.goto(FORM, { waitUntil: 'commit' });
    await fillRequest(page, 'Early Collector', collector);
    expect(await page.evaluate(() => document.documentElement.dataset.appReady ?? null)).toBeNull();
    typed();
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    // The focus came before the script: the solver starts on the press of the button, and the
    // request waits for it rather than going without.
    const sent = reservationPost(page);
    await page.getByRole('button', { name: 'Send Request' }).click();
    const post = await sent;
    expect(post.headers()[CHALLENGE_HEADER], 'the request carries the solved challenge').toBeTruthy();
    expect(post.postDataJSON()).toMatchObject({ name: 'Early Collector', email: collector, size: '100' });
    await expect(page.getByText(HELD_OR_IN_LINE)).toBeVisible();
  },
);

plain.describe('without JavaScript', () => {
  plain.use({ javaScriptEnabled: false });

  plain(
    'the plain form reserves, and the owner sees the request marked and counted',
    async ({ page, browser, request }) => {
      const before = await unsolvedCount(request);
      const collector = uniqueEmail('pow-noscript');
      const name = `Plain ${collector.slice(13, 25)}`;
      await page.goto(FORM);
      await fillRequest(page, name, collector);
      await page.getByRole('button', { name: 'Send Request' }).click();
      await expect(page.getByText(HELD_OR_IN_LINE)).toBeVisible();
      expect(await unsolvedCount(request)).toBeGreaterThanOrEqual(before + 1);

      // The owner, with script: the request is marked in the line, and the drop screen counts it.
      const context = await browser.newContext({ javaScriptEnabled: true });
      const owner = await context.newPage();
      await signInAsAdmin(owner);
      await owner.getByRole('tab', { name: 'Reservations' }).click();
      const picker = owner.getByLabel('Piece');
      const value = await picker.locator('option', { hasText: PIECE }).getAttribute('value');
      await picker.selectOption(value!);
      const row = owner.getByRole('listitem').filter({ hasText: collector });
      await expect(row.getByText('No script', { exact: true })).toBeVisible();
      await row.scrollIntoViewIfNeeded();
      await shootAtBothWidths(owner, SHOTS, 'reservation-marked');

      await owner.getByRole('tab', { name: 'Drops' }).click();
      const pieces = owner.getByLabel('Sculpture');
      const pieceValue = await pieces.locator('option', { hasText: PIECE }).getAttribute('value');
      await pieces.selectOption(pieceValue!);
      const section = owner.getByRole('region', { name: 'Sent without the page’s check' });
      const counted = section.getByRole('definition').first();
      await expect(counted).toHaveText(/^\d+ requests?$/);
      expect(Number((await counted.textContent())?.match(/\d+/)?.[0])).toBeGreaterThanOrEqual(before + 1);
      await expectNoSeriousA11yViolations(owner);
      await section.scrollIntoViewIfNeeded();
      await shootAtBothWidths(owner, SHOTS, 'drop-screen');
      await context.close();
    },
  );
});
