import { API_PREFIX, VISITS_CALL } from '../../contract/api-paths';
import { expectNoSeriousA11yViolations } from './support';
import { expect, test } from './test';

test('home renders from the data in its HTML, with no API round trip', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // The page view's beacon is sent and never waited for: no data comes back with it.
    if (pathname.startsWith('/api/') && pathname !== `${API_PREFIX}${VISITS_CALL}`)
      apiCalls.push(request.url());
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
  // Every image fetched: the hero is whichever photo the owner set last (an earlier journey may
  // have replaced the demo's), so its requests are picked out by its own address below.
  const imageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') imageRequests.push(request.url());
  });
  await page.goto('/');
  const preload = page.locator('link[rel="preload"][as="image"]');
  const hero = page.locator('img[fetchpriority="high"]');
  await expect(hero).toHaveCount(1);
  await expect(hero).toHaveAttribute('loading', 'eager');
  // The preload names the hero's own srcset and sizes, so the browser fetches one WebP variant,
  // once, for both: a mismatch would download the hero twice.
  await expect(hero).toHaveAttribute('src', (await preload.getAttribute('href')) ?? 'missing preload');
  await expect(hero).toHaveAttribute('srcset', (await preload.getAttribute('imagesrcset')) ?? 'missing');
  await expect(hero).toHaveAttribute('sizes', (await preload.getAttribute('imagesizes')) ?? 'missing');
  await expect
    .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeTruthy();
  const chosen = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(chosen).toMatch(/\.w\d+\.webp$/);
  const heroBase = chosen.replace(/\.w\d+\.webp$/, '');
  expect(imageRequests.filter((url) => url.startsWith(heroBase))).toEqual([chosen]);

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

test('the hero buttons lead to the collection and the contact form', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Contact Gallery' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.goBack();
  await page.getByRole('link', { name: 'View Collection' }).first().click();
  await expect(page).toHaveURL(/\/collection$/);
});
