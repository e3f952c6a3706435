import type { APIRequestContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { adminHeaders, expectNoSeriousA11yViolations, signInAsAdmin } from './support';
import { expect, test } from './test';

// A piece the admin hides must vanish from every public page at once, cached answers included,
// and come back when shown again. The piece is made for this journey and put first in the
// order, so it is one of home's three; the journeys share one database, so it is deleted after.

const PIECE = { slug: 'walkman-kid-hidden', title: 'Walkman Kid' };

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Clicks a drop zone (a button) and hands the file picker it opens these files. */
async function chooseFiles(page: Page, dropZone: Locator, files: Parameters<Page['setInputFiles']>[1]) {
  const chooser = page.waitForEvent('filechooser');
  await dropZone.click();
  await (await chooser).setFiles(files);
}

const jpeg = () =>
  sharp({ create: { width: 300, height: 400, channels: 3, background: '#c0c0c8' } })
    .jpeg()
    .toBuffer();

/** Puts the piece first in the gallery order, so that it is one of home's three. */
async function putFirst(request: APIRequestContext, slug: string): Promise<number> {
  const headers = await adminHeaders(request);
  const list = (await (await request.get('/api/admin/sculptures', { headers })).json()) as {
    id: number;
    slug: string;
  }[];
  const piece = list.find((s) => s.slug === slug)!;
  const order = [piece, ...list.filter((other) => other !== piece)];
  const reordered = await request.post('/api/admin/sculptures/reorder', {
    headers,
    data: { sculptureOrders: order.map(({ id }, sortOrder) => ({ id, sortOrder })) },
  });
  expect(reordered.ok()).toBe(true);
  return piece.id;
}

/** Every public place a piece can show, as a visitor (no admin token) sees it. */
async function expectPublicPages(page: Page, shown: boolean) {
  const expectTitle = async (locator: ReturnType<Page['getByRole']>) =>
    shown ? await expect(locator).toBeVisible() : await expect(locator).toHaveCount(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hero Kid' }).first()).toBeAttached();
  await expectTitle(page.getByRole('heading', { name: PIECE.title }));

  await page.goto('/collection');
  await expect(page.getByRole('heading', { name: 'Gamer Kid' })).toBeVisible();
  await expectTitle(page.getByRole('heading', { name: PIECE.title }));

  await page.goto('/contact');
  const options = await page.getByRole('combobox').first().locator('option').allTextContents();
  expect(options.includes(PIECE.title)).toBe(shown);

  const detail = await page.goto(`/sculptures/${PIECE.slug}`);
  expect(detail?.status()).toBe(shown ? 200 : 404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    shown ? PIECE.title : 'Sculpture Not Found',
  );

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap.includes(`/sculptures/${PIECE.slug}<`)).toBe(shown);
  const list = (await (await page.request.get('/api/sculptures')).json()) as { slug: string }[];
  expect(list.some((s) => s.slug === PIECE.slug)).toBe(shown);
}

test.use({ viewport: { width: 1440, height: 1000 } });

test('a hidden piece is absent from every public page', async ({ page, browser, request }) => {
  test.setTimeout(300_000); // many pages, on a machine shared by several runs
  let id: number | undefined;
  const visitor = await browser.newPage();
  try {
    await test.step('the admin adds the piece with a thumbnail picked before the first save', async () => {
      await signInAsAdmin(page);
      await page.getByRole('button', { name: 'Add Sculpture' }).click();
      await textbox(page, 'Title').fill(PIECE.title);
      await textbox(page, 'Slug').fill(PIECE.slug);
      await textbox(page, 'Tagline').fill('Side B, again.');
      await textbox(page, 'Introduction').fill('Headphones on, world off.');
      await textbox(page, 'Sizes').fill('12 inch');
      await textbox(page, 'SEO title').fill('Walkman Kid');
      await textbox(page, 'SEO description').fill('A chrome Walkman Kid.');
      const thumbnail = page.getByRole('region', { name: 'Thumbnail' });
      const pick = thumbnail.getByRole('button', { name: /^Upload thumbnail/ });
      // The same validation rules as when editing: a file that is no image never joins the form.
      await chooseFiles(page, pick, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
      await expect(thumbnail.getByText('notes.txt is not an image file')).toBeVisible();
      await chooseFiles(page, pick, { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await jpeg() });
      await expect(thumbnail.getByRole('img', { name: 'Thumbnail' })).toBeVisible();
      await expect(thumbnail.getByText('notes.txt is not an image file')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);

      const registered = page.waitForResponse(
        (response) => response.url().endsWith('/images') && response.request().method() === 'POST',
      );
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      expect((await registered).status()).toBe(201);
      const card = page.getByRole('article', { name: PIECE.title, exact: true });
      await expect(card).toBeVisible();
      await expect(card.locator('img')).toHaveAttribute('src', /\/media\//); // decorative: alt=""
      id = await putFirst(request, PIECE.slug);
    });

    await test.step('the new piece is public, first on home', async () => {
      await expectPublicPages(visitor, true);
    });

    await test.step('the admin turns "Shown on the public site" off; the card says Hidden', async () => {
      await page.reload();
      await page.getByRole('button', { name: `Edit ${PIECE.title}` }).click();
      const shown = page.getByRole('switch', { name: 'Shown on the public site' });
      await expect(shown).toBeChecked();
      await shown.focus();
      await page.keyboard.press('Space');
      await expect(shown).not.toBeChecked();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const card = page.getByRole('article', { name: PIECE.title, exact: true });
      await expect(card.getByText('Hidden', { exact: true })).toBeVisible();
    });

    await test.step('no public page names it, and its address is not found', async () => {
      await expectPublicPages(visitor, false);
    });

    await test.step('shown again, it is back', async () => {
      await page.getByRole('button', { name: `Edit ${PIECE.title}` }).click();
      await page.getByRole('switch', { name: 'Shown on the public site' }).click();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByRole('article', { name: PIECE.title, exact: true })).toBeVisible();
      await expect(
        page.getByRole('article', { name: PIECE.title, exact: true }).getByText('Hidden', { exact: true }),
      ).toHaveCount(0);
      await expectPublicPages(visitor, true);
    });
  } finally {
    await visitor.close();
    if (id) await request.delete(`/api/admin/sculptures/${id}`, { headers: await adminHeaders(request) });
  }
});
