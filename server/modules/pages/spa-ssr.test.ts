import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '@/entry-server';
import { formatReleaseTime } from '@/lib/countdown';
import { adminSculpture, scheduleRelease } from '../../test/schedule-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * The server renderer straight from the client sources (Vitest transforms them), injected the
 * way the production server loads the built one: what the page shows before any script runs.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ renderRoot: render });
});
afterAll(() => t.close());

const page = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, html: response.body };
};

/** The markup inside #root (the data block follows the root in the page). */
function root(html: string): string {
  const match = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="initial-data">/.exec(
    html,
  );
  if (!match) throw new Error('no #root followed by the initial data');
  return match[1]!;
}

/** `'` and `&` as React escapes them in text. */
const asHtmlText = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');

describe('server-rendered first view', () => {
  it('renders the home hero title into #root', async () => {
    const title = (
      await t.app.inject({ method: 'GET', url: '/api/site-settings/homepage-hero-title' })
    ).json<{ value: string | null }>().value;
    expect(title).toBeTruthy();
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(root(html)).toContain(asHtmlText(title!));
  });

  it('renders every sculpture title of the collection into #root', async () => {
    const sculptures = (await t.app.inject({ method: 'GET', url: '/api/sculptures' })).json<
      { title: string; isLocked: string }[]
    >();
    const unlocked = sculptures.filter((sculpture) => sculpture.isLocked === 'false');
    expect(unlocked.length).toBeGreaterThan(1);
    const markup = root((await page('/collection')).html);
    for (const { title } of unlocked) expect(markup).toContain(asHtmlText(title));
  });

  it('renders a lazy page (a sculpture) in full, not its loading fallback', async () => {
    const { status, html } = await page('/collection/hero-kid');
    expect(status).toBe(200);
    expect(root(html)).toMatch(/<h1[^>]*>Hero Kid<\/h1>/);
  });

  it('answers an unknown sculpture with 404 and its not-found text rendered', async () => {
    const { status, html } = await page('/sculptures/no-such-piece');
    expect(status).toBe(404);
    expect(root(html)).toContain('Sculpture Not Found');
  });

  it("writes a scheduled piece's countdown and release time into its page and card", async () => {
    const token = await t.login();
    const piece = await adminSculpture(t.app, token, 'vhs-kid');
    // 30 s past a whole minute: the seconds this test takes cannot change the minute shown.
    const releaseAt = new Date(Date.now() + ((2 * 24 + 3) * 60 + 30) * 60_000 + 30_000);
    await scheduleRelease(t.app, token, piece, releaseAt);
    const when = formatReleaseTime(releaseAt.toISOString());
    expect(when).toMatch(/ at \d\d:\d\d UTC$/);

    const { status, html } = await page('/sculptures/vhs-kid');
    expect(status).toBe(200);
    expect(root(html)).toContain('Drops in 2 d 3 h 31 min');
    expect(root(html)).toContain(when);
    // The moment it was written for, so the browser's first render writes the same.
    expect(html).toMatch(/\[\["rendered-at"\],"\d{4}-\d\d-\d\dT[^"]+Z"\]/);
    expect(root((await page('/collection')).html)).toContain('Drops in 2 d 3 h 31 min');
  });

  it('leaves the admin to the browser', async () => {
    expect((await page('/admin/login')).html).toContain('<div id="root"></div>');
  });
});

describe('server rendering failures', () => {
  it('serve the page with an empty root instead of an error', async () => {
    const failing = await createTestApp({
      renderRoot: () => Promise.reject(new Error('render failed')),
    });
    try {
      const response = await failing.app.inject({ method: 'GET', url: '/collection' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    } finally {
      await failing.close();
    }
  });
});
