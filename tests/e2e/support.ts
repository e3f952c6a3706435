import { mkdir } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { API_PREFIX, CHALLENGE_CALL, CHALLENGE_HEADER } from '../../contract/api-paths';
import type { Challenge } from '../../contract/challenge';
import { answerTo } from '../../server/test/challenge-answers';

/** The admin that tests/e2e/start-server.mjs creates. */
export const ADMIN = { username: 'e2e-admin', password: 'e2e-password-123' };

/** Signs in through the login form and waits for the dashboard. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // Signing in hashes the password (argon2id): seconds on a busy machine, more than expect's 7 s.
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
}

/**
 * Zero serious or critical axe violations on the page as a person reads it, outside the
 * `excluded` selectors (the newsletter preview: the email's own HTML in a sandboxed frame, which
 * axe can neither enter nor should judge as admin UI; entering it intermittently hangs the run).
 * The page is judged once its finite animations and transitions have ended: a toast still fading
 * in has, for that moment, the contrast of its half-opaque text, which no one is asked to read.
 * A toast can also begin to fade in just after that wait (its script arrives a moment after the
 * page's), so the page is looked at again, settled, until expect's timeout: a violation that
 * lasts fails every look.
 */
export async function expectNoSeriousA11yViolations(page: Page, ...excluded: string[]): Promise<void> {
  await expect(async () => {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    );
    // Only the violations are read: axe skips gathering every passing node (a fifth of its time).
    // Legacy mode runs axe once in the page (same-origin frames included) instead of once per
    // frame and then again in a blank page it opens to merge the results: half the time of a
    // check (four pages, side by side: 540 ms against 250 ms). What it cannot enter, a
    // cross-origin frame, no page has; the one frame there is (the newsletter preview) is excluded.
    const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
    for (const selector of excluded) axe.exclude(selector);
    const results = await axe.analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(
      serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    ).toEqual([]);
  }).toPass({ timeout: 10_000 });
}

/**
 * axe needs a script of its own, which a context without JavaScript cannot run: the page is
 * checked as served in a second context where the app's scripts are refused (`act` brings it to
 * the same state, for a page that answers a post).
 */
export async function expectAccessibleWithoutApp(
  browser: Browser,
  url: string,
  act?: (page: Page) => Promise<void>,
) {
  // Said outright: a context made in a test inherits the file's `javaScriptEnabled: false`.
  const context = await browser.newContext({ javaScriptEnabled: true });
  const checker = await context.newPage();
  await checker.route('**/assets/*.js', (route) => route.abort());
  await checker.goto(url);
  await act?.(checker);
  await expectNoSeriousA11yViolations(checker);
  await context.close();
}

/** A Bearer header for the admin API, from a real login. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.post('/api/admin/login', { data: ADMIN });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** An admin list (inquiries, newsletters, waitlists), read as the dashboard would. */
export async function adminList<T>(request: APIRequestContext, name: string): Promise<T[]> {
  const response = await request.get(`/api/admin/${name}`, { headers: await adminHeaders(request) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T[];
}

/**
 * The header of a public form's call with a solved challenge, as the page's script sends it
 * (decision 47): a journey that sends a form through the API is a collector with script, not one
 * held to the limits of forms sent without it (a few a minute per network, all journeys sharing
 * the loopback's). `origin` for a journey's own server.
 */
export async function solvedChallenge(
  request: APIRequestContext,
  origin = '',
): Promise<Record<string, string>> {
  const response = await request.get(`${origin}${API_PREFIX}${CHALLENGE_CALL}`);
  expect(response.ok()).toBe(true);
  return { [CHALLENGE_HEADER]: await answerTo((await response.json()) as Challenge) };
}

/** A unique address per run: the journeys share one database. */
/**
 * Waits until React owns the page's main landmark: a click before that is the browser's own
 * navigation (a full page load), not the app's, which is what a journey about the app's
 * navigation must not race.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
}

/**
 * Waits until every animation on the page that ends has ended (a fade-in a person watches finish);
 * endless ones (a spinner) are not waited for.
 */
export async function untilAnimationsEnd(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** The toast with this title (the toast region loads with the first toast). */
export const toastTitled = (page: Page, title: string) => page.getByText(title, { exact: true });

/** Full-page screenshots of the page at phone (390) and desktop (1440) width, into `folder`. */
export async function shootAtBothWidths(page: Page, folder: string, name: string): Promise<void> {
  await mkdir(folder, { recursive: true });
  const before = page.viewportSize();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/**
 * Deletes a piece a journey made, after making its numbers available again: a piece with a
 * sold, held or withheld number is refused a delete (its sales are kept), so a journey that sold
 * some undoes them first. A piece with a certificate cannot go at all: such a journey hides it.
 */
export async function deletePieceAfterSales(
  request: APIRequestContext,
  headers: Record<string, string>,
  id: number,
): Promise<void> {
  const register = await request.get(`/api/admin/sculptures/${id}/editions`, { headers });
  const numbers = register.ok()
    ? ((await register.json()) as { size: string; number: number; state: string }[])
    : [];
  for (const { size, number, state } of numbers) {
    if (state === 'available') continue;
    await request.put(`/api/admin/sculptures/${id}/editions/${size}/${number}`, {
      headers,
      data: { state: 'available' },
    });
  }
  const deleted = await request.delete(`/api/admin/sculptures/${id}`, { headers });
  expect([200, 404], await deleted.text()).toContain(deleted.status());
}
