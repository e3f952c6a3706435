import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support';

/** Issue 3: the home route loads at most 130 KB of gzipped JavaScript. */
const HOME_JS_BUDGET_BYTES = 130_000;

test('home renders from the data in its HTML, with no API round trip', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Current Limited Editions' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Current Limited Editions' }).getByRole('article'),
  ).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Inquire About Sculptures' })).toHaveAttribute(
    'href',
    '/contact',
  );
  await page.waitForLoadState('networkidle');
  expect(apiCalls).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test('images reserve their space, the hero loads first with the preloaded URL, the rest lazily', async ({
  page,
}) => {
  await page.goto('/');
  const preload = await page.locator('link[rel="preload"][as="image"]').getAttribute('href');
  const hero = page.locator('img[fetchpriority="high"]');
  await expect(hero).toHaveCount(1);
  await expect(hero).toHaveAttribute('src', preload ?? 'missing preload');
  await expect(hero).toHaveAttribute('loading', 'eager');

  const images = await page.locator('img').evaluateAll((list) =>
    list.map((img) => ({
      src: img.getAttribute('src'),
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
      loading: img.getAttribute('loading'),
      priority: img.getAttribute('fetchpriority'),
    })),
  );
  for (const image of images) {
    expect(image.width, `${image.src} width`).toMatch(/^\d+$/);
    expect(image.height, `${image.src} height`).toMatch(/^\d+$/);
    if (image.priority !== 'high') expect(image.loading, `${image.src} loading`).toBe('lazy');
  }
});

test('home loads at most 130 KB of gzipped JavaScript, and no admin code', async ({ page }) => {
  const scripts: { url: string; gzipped: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: response.url(), gzipped: gzipSync(await response.body(), { level: 9 }).length });
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const total = scripts.reduce((sum, script) => sum + script.gzipped, 0);
  expect(total, scripts.map((script) => `${script.url} ${script.gzipped}`).join('\n')).toBeLessThanOrEqual(
    HOME_JS_BUDGET_BYTES,
  );
  expect(scripts.map((script) => script.url).filter((url) => /admin|dashboard|login/.test(url))).toEqual([]);
});

test('the hero buttons lead to the collection and the contact form', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Contact Gallery' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goBack();
  await page.getByRole('link', { name: 'View Collection' }).first().click();
  await expect(page).toHaveURL(/\/collection$/);
});
