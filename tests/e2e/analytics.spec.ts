import type { DropReport, Overview } from '../../contract/analytics';
import {
  adminHeaders,
  expectNoSeriousA11yViolations,
  shootAtBothWidths,
  signInAsAdmin,
  untilHydrated,
} from './support';
import { expect, test } from './test';

// Counting without cookies (decision 45): a page view with script is counted with its source,
// one without script is not, no public page leaves a cookie or a storage entry, and a drop made
// here shows its funnel, sources and chart of the minute in the dashboard.

const SHOTS = 'test-results/analytics';
const tag = () => `journey${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function overview(request: import('@playwright/test').APIRequestContext): Promise<Overview> {
  const response = await request.get('/api/admin/analytics/overview?days=1', {
    headers: await adminHeaders(request),
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as Overview;
}
const visitsFrom = (o: Overview, source: string) => o.sources.find((s) => s.source === source)?.visits ?? 0;

test('a visit with script is counted with its source, each navigation too; one without script is not', async ({
  page,
  browser,
  request,
}) => {
  const source = tag();
  await page.goto(`/about?utm_source=${source}`);
  await untilHydrated(page);
  // The app's own navigation to another page: counted under the source the visit came with.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Collection', exact: true })
    .click();
  await expect(page).toHaveURL(/\/collection$/);
  await expect.poll(async () => visitsFrom(await overview(request), source), { timeout: 15_000 }).toBe(2);

  const unscripted = tag();
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  const answered = await plain.goto(`/about?utm_source=${unscripted}`);
  expect(answered?.status()).toBe(200);
  await plain.goto(`/collection?utm_source=${unscripted}`);
  await noScript.close();
  // The overview writes what the server counted before answering: nothing came.
  expect(visitsFrom(await overview(request), unscripted)).toBe(0);
});

const PUBLIC_PAGES = [
  '/',
  '/collection',
  '/sculptures/hero-kid',
  '/collection/hero-kid',
  '/about',
  '/contact',
  '/newsletter',
  '/waitlist',
  '/reserve',
  '/journal',
  '/privacy',
  '/terms',
  '/verify',
  '/verify/K7M2Q-9XW4R-TT3HB-0ZC8N',
  // The pages an email's link opens, here without their token: they answer all the same.
  '/confirm',
  '/unsubscribe',
  '/waitlist/leave',
  '/reserve/confirm',
];

test('no public page sets a cookie or a storage entry', async ({ page, context }) => {
  const journal = (await (await page.request.get('/api/journal')).json()) as { slug: string }[];
  const pages = [...PUBLIC_PAGES, ...(journal[0] ? [`/journal/${journal[0].slug}`] : [])];
  for (const path of pages) {
    await page.goto(path);
    const kept = await page.evaluate(async () => ({
      cookie: document.cookie,
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
      databases: ((await indexedDB.databases?.()) ?? []).map((database) => database.name),
    }));
    expect(kept, path).toEqual({ cookie: '', local: [], session: [], databases: [] });
  }
  expect(await context.cookies()).toEqual([]);
  // Until the owner writes a policy, the privacy page's built-in text says what is counted.
  await page.goto('/privacy');
  await expect(
    page.getByText(/^What this site counts: each page view whose page runs its script/),
  ).toBeVisible();
});

test('the drop report shows the funnel of a drop made here, its sources and its chart', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await adminHeaders(request);
  const source = tag();
  const slug = `analytics-kid-${Date.now()}`;
  const releaseAt = new Date(Date.now() + 8_000);
  const created = await request.post('/api/admin/sculptures', {
    headers,
    data: {
      slug,
      title: `Analytics Kid ${slug.slice(-5)}`,
      tagline: 'Counted, never tracked.',
      intro: 'A kid with a tally counter, cast and polished.',
      medium: 'Cast metal with chrome finish',
      sizes: ['12 inch'],
      edition: 'Limited Edition of 2',
      finish: 'Mirror chrome',
      certificate: 'Signed and numbered certificate of authenticity',
      seoTitle: 'Analytics Kid',
      seoDescription: 'Analytics Kid in chrome',
      editionSize100: 2,
      isLocked: 'true',
      releaseAt: releaseAt.toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const piece = (await created.json()) as { id: number; title: string };

  // A collector of their own (their browser is theirs alone) comes from the tagged link before the drop.
  const collector = await browser.newContext({ userAgent: `Mozilla/5.0 Chrome/131.0 Collector/${source}` });
  const visitor = await collector.newPage();
  await visitor.goto(`/sculptures/${slug}?utm_source=${source}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await (await request.get('/api/sculptures')).json()).find((p: { slug: string }) => p.slug === slug)
          ?.isLocked,
      {
        timeout: 30_000,
      },
    )
    .toBe('false');
  // Three requests for two numbers: two held, one waiting; the owner sells the first.
  const ids: number[] = [];
  for (const who of ['ada', 'grace', 'alan']) {
    const asked = await visitor.request.post('/api/reservations', {
      data: { sculptureId: piece.id, size: '100', name: who, email: `${who}-${source}@example.com` },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    ids.push(((await asked.json()) as { id: number }).id);
  }
  await collector.close();
  const sold = await request.post(`/api/admin/reservations/${ids[0]}/confirm`, { headers, data: {} });
  expect(sold.ok(), await sold.text()).toBe(true);

  const report = (await (
    await request.get(`/api/admin/drops/${piece.id}/report`, { headers })
  ).json()) as DropReport;
  expect(report.sizes).toEqual([
    expect.objectContaining({
      size: '100',
      editionSize: 2,
      pageVisits: 1,
      requests: 3,
      held: 2,
      paid: 1,
      lapsed: 0,
    }),
  ]);
  expect(report.sizes[0]!.soldOutAfterMinutes).not.toBeNull();
  expect(report.sources).toContainEqual({ source, visits: 1, requests: 3, buyers: 1 });

  await signInAsAdmin(page);
  await page.goto('/admin?tab=drops');
  await page.getByLabel('Sculpture').selectOption({ label: piece.title });
  const section = page.getByRole('region', { name: 'Drop report' });
  await expect(section.getByRole('row', { name: /12 inch/ })).toContainText('3');
  const row = section.getByRole('row', { name: /12 inch/ });
  await expect(row.getByRole('cell')).toHaveText(['1', '0', '3', '2', '1', '0', /s$|min$/]);
  await expect(section.getByRole('row', { name: new RegExp(source) })).toContainText('1');
  const chart = section.locator('svg[data-chart="minute"]');
  await expect(chart).toBeVisible();
  await expect(chart.locator('rect')).not.toHaveCount(0);
  await expect(chart.locator('polyline')).toHaveCount(1);
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Export CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^vitrine-drop-report-\d+-\d{4}-\d{2}-\d{2}\.csv$/);
  await expectNoSeriousA11yViolations(page);
  await shootAtBothWidths(page, SHOTS, 'drop-report');

  // The dashboard's first screen: the visits overview with this drop among its drops.
  await page.goto('/admin');
  const visits = page.getByRole('region', { name: 'Visits', exact: true });
  await expect(visits.getByText(piece.title)).toBeVisible();
  await expect(visits.getByRole('img', { name: /Visits and visitors per day/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shootAtBothWidths(page, SHOTS, 'overview');

  // Hidden again, so the other journeys' collection is as they know it (its sale is kept).
  const hidden = await request.patch(`/api/admin/sculptures/${piece.id}`, {
    headers,
    data: { published: 'false' },
  });
  expect(hidden.ok(), await hidden.text()).toBe(true);
});
