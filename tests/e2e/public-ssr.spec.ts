import type { APIRequestContext, Page } from '@playwright/test';
import { untilHydrated } from './support';
import { expect, test } from './test';

/*
 * Decision 10: every public page arrives server-rendered, so it reads without JavaScript, and
 * the client hydrates that markup exactly (a mismatch would make React throw it away and render
 * again, which costs the phone the very time server rendering saves).
 */

interface Sculpture {
  slug: string;
  title: string;
  tagline: string;
  isLocked: string;
}

async function unlockedSculptures(request: APIRequestContext): Promise<Sculpture[]> {
  const sculptures = (await (await request.get('/api/sculptures')).json()) as Sculpture[];
  return sculptures.filter((sculpture) => sculpture.isLocked === 'false');
}

test('without JavaScript, home, the collection and a sculpture page still show their content', async ({
  browser,
  request,
}) => {
  const sculptures = await unlockedSculptures(request);
  const heroTitle = (
    (await (await request.get('/api/site-settings/homepage-hero-title')).json()) as {
      value: string;
    }
  ).value;
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: heroTitle })).toBeVisible();

    await page.goto('/collection');
    for (const { title } of sculptures) {
      await expect(page.getByRole('article').getByText(title, { exact: true })).toBeVisible();
    }

    const [piece] = sculptures;
    await page.goto(`/sculptures/${piece!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: piece!.title })).toBeVisible();
    await expect(page.getByText('Details', { exact: true })).toBeVisible();
    await expect(page.getByText(piece!.tagline)).toBeVisible();
  } finally {
    await context.close();
  }
});

/** Console errors and warnings, page errors included, from the moment the page starts loading. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('every public page hydrates without a mismatch', async ({ page, request }) => {
  const [piece] = await unlockedSculptures(request);
  const [post] = (await (await request.get('/api/journal')).json()) as { slug: string }[];
  const paths = [
    '/',
    '/collection',
    `/sculptures/${piece!.slug}`,
    `/collection/${piece!.slug}`,
    '/about',
    '/contact',
    '/journal',
    `/journal/${post!.slug}`,
    '/privacy',
    '/terms',
    '/sculptures/no-such-piece',
    '/no/such/page',
  ];
  const problems = collectProblems(page);
  for (const path of paths) {
    problems.length = 0;
    const response = await page.goto(path);
    // The page was rendered on the server: its main landmark has content before any script runs.
    // (React may put the hero image's preload link first.)
    expect(await response!.text(), path).toMatch(/<div id="root">(<link [^>]*>)*<div/);
    await page.waitForLoadState('networkidle');
    await untilHydrated(page);
    expect(
      problems.filter((text) => /hydrat|did not match|recoverable/i.test(text)),
      path,
    ).toEqual([]);
  }
});

test('a hydrated home shows its hero, not a loading indicator left over from before hydration', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The hero's image loaded before React listened for it: its indicator must still go.
  const hero = page.locator('main section').first();
  await expect(hero.getByRole('img').first()).toBeVisible();
  await expect(hero.getByRole('status', { name: 'Loading media' })).toHaveCount(0);
});

test('a server-rendered lazy page names its own chunk and never an admin one', async ({ request }) => {
  const [piece] = await unlockedSculptures(request);
  const detail = await (await request.get(`/sculptures/${piece!.slug}`)).text();
  expect(detail).toMatch(/<meta name="page-chunk" content="\/assets\/sculpture-detail-[^"]+\.js"/);
  for (const path of ['/', '/collection', `/sculptures/${piece!.slug}`, '/about', '/journal']) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/(page-chunk|modulepreload)[^>]+(dashboard|login)-/);
  }
});

test('the first image loads before the app: scripts beyond the tiny entry start after it', async ({
  page,
  request,
}) => {
  const [piece] = await unlockedSculptures(request);
  const events: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/assets/') && r.url().endsWith('.js')) events.push(`script ${r.url()}`);
  });
  page.on('requestfinished', (r) => {
    if (r.url().includes('-thumbnail-')) events.push(`image ${r.url()}`);
  });
  await page.goto(`/sculptures/${piece!.slug}`);
  await page.waitForLoadState('networkidle');
  const firstImage = events.findIndex((event) => event.startsWith('image'));
  expect(firstImage).toBeGreaterThan(-1);
  // Only the entry (a few hundred bytes) is requested before the photo has arrived.
  expect(events.slice(0, firstImage).filter((event) => event.startsWith('script'))).toHaveLength(1);
  expect(events.some((event) => /sculpture-detail-/.test(event))).toBe(true);
});

test("the app's chunks are requested only once the page's first paint is on screen", async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const { firstPaint, chunkStarts } = await page.evaluate(async () => {
    const [paint] = await new Promise<PerformanceEntryList>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries())).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      }),
    );
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src;
    const chunks = performance
      .getEntriesByType('resource')
      .filter(({ name }) => name.includes('/assets/') && name.endsWith('.js') && name !== entry);
    return { firstPaint: paint!.startTime, chunkStarts: chunks.map(({ startTime }) => startTime) };
  });
  // The chunks would otherwise share the line and the processor with the frame that shows the photo.
  expect(chunkStarts.length).toBeGreaterThan(1);
  for (const start of chunkStarts) expect(start).toBeGreaterThan(firstPaint);
});
