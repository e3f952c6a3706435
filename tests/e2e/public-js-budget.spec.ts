import { gzipSync } from 'node:zlib';
import { PUBLIC_JS_BUDGET_BYTES } from '../../scripts/bench/js-budget';
import { expect, test } from './test';

interface PublicPiece {
  slug: string;
  isLocked: 'true' | 'false';
}

interface Script {
  url: string;
  gzipped: number;
  /** The body as it came over the wire (the server's brotli copy, for a browser). */
  sent: number;
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/*
 * A phone's first visit: every script the page loads until the network is idle and the app is
 * live, each counted gzipped (-9, as `npm run bench` counts them), against the budget, and as sent
 * (the build's brotli copies: less). A fresh browser context per page, so nothing comes from the
 * cache of a page visited before.
 */
test('the first visit of every public page loads at most 110 KB of gzipped JavaScript, and no admin code', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const pieces = (await (await request.get('/api/sculptures')).json()) as PublicPiece[];
  const piece = pieces.find((one) => one.isLocked === 'false')!;
  const [post] = (await (await request.get('/api/journal')).json()) as { slug: string }[];
  const pages = [
    '/',
    '/collection',
    `/sculptures/${piece.slug}`,
    '/about',
    '/journal',
    `/journal/${post!.slug}`,
    '/contact',
    '/privacy',
    '/terms',
    // An email's links: the page asks the server whom the token names, and says it is invalid.
    '/unsubscribe?token=1.forged',
    '/waitlist/leave?token=1.forged',
  ];

  const visits: { page: string; total: number; sent: number; scripts: Script[] }[] = [];
  for (const path of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const bodies: Promise<Script>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.push(
        Promise.all([response.body(), response.request().sizes()]).then(([body, sizes]) => ({
          url: response.url(),
          gzipped: gzipSync(body, { level: 9 }).length,
          sent: sizes.responseBodySize,
        })),
      );
    });
    await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(bodies);
    visits.push({
      page: path,
      total: scripts.reduce((sum, script) => sum + script.gzipped, 0),
      sent: scripts.reduce((sum, script) => sum + script.sent, 0),
      scripts,
    });
    await context.close();
  }

  const report = visits.map(({ page, total, sent }) => `${page} ${kB(total)} (sent ${kB(sent)})`).join('\n');
  console.log(`First-visit JavaScript, gzip -9 (and as sent):\n${report}`);
  for (const visit of visits) {
    expect(
      visit.total,
      `${visit.page}:\n${visit.scripts.map((script) => `  ${script.url} ${kB(script.gzipped)}`).join('\n')}`,
    ).toBeLessThanOrEqual(PUBLIC_JS_BUDGET_BYTES);
    // Compressed at build time, never more than gzip -9: the server is not sending a weaker copy.
    expect(visit.sent, visit.page).toBeLessThanOrEqual(visit.total);
    expect(
      visit.scripts.filter((script) => /admin|dashboard|login|tanstack|query-client/.test(script.url)),
    ).toEqual([]);
  }
});
