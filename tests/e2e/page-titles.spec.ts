import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test';

/** The <title> the server renders for a path, as a browser would read it. */
async function servedTitle(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const raw = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '';
  return raw
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}

/** After a client navigation: the served title of the new path, and the live region read it out. */
async function expectTitleOf(page: Page, request: APIRequestContext, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
  const title = await servedTitle(request, path);
  await expect(page).toHaveTitle(title);
  await expect(page.locator('#page-title-announcer')).toHaveText(title);
}

test('the tab title changes on navigation to what the server renders, and is announced', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle(await servedTitle(request, '/'));
  const announcer = page.locator('#page-title-announcer');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  // The served title is read by the browser itself: nothing announced on arrival.
  await expect(announcer).toHaveText('');

  await page.getByRole('banner').getByRole('link', { name: 'Collection' }).click();
  await expectTitleOf(page, request, '/collection');
  expect(await page.title()).toBe('Collection | Chrome Nostalgia');

  await page
    .getByRole('link', { name: /Gamer Kid/ })
    .first()
    .click();
  await expectTitleOf(page, request, '/sculptures/gamer-kid');

  await page.goBack();
  await expectTitleOf(page, request, '/collection');

  const footer = page.getByRole('contentinfo');
  for (const [name, path] of [
    ['About', '/about'],
    ['Journal', '/journal'],
    ['Privacy', '/privacy'],
    ['Terms', '/terms'],
    ['Contact', '/contact'],
  ] as const) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expectTitleOf(page, request, path);
  }

  // By keyboard from the header's logo back home.
  await page.getByRole('banner').getByRole('link').first().focus();
  await page.keyboard.press('Enter');
  await expectTitleOf(page, request, '/');
});

test('the admin pages carry the admin title', async ({ page, request }) => {
  await page.goto('/admin/login');
  await expect(page).toHaveTitle(await servedTitle(request, '/admin/login'));
  expect(await page.title()).toBe('Admin | Chrome Nostalgia');
});
