import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminHeaders,
  deletePieceAfterSales,
  expectNoSeriousA11yViolations,
  shootAtBothWidths,
  signInAsAdmin,
  toastTitled,
} from './support';
import { expect, test } from './test';

// Every number tells one story: a piece with sales cannot be deleted (the owner is offered to
// hide it), the edition line says the register's size, a held number is not a sold one, and a
// resale moves the register and both collectors' timelines.

const SHOTS = process.env.ONE_STORY_SHOTS_DIR ?? 'test-results/one-story';

interface Piece {
  id: number;
  slug: string;
  title: string;
}

async function createPiece(
  request: APIRequestContext,
  headers: Record<string, string>,
  values: { title: string; edition?: string; editionSize100: number | null; editionSize450: number | null },
): Promise<Piece> {
  const slug = `${values.title.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`;
  const response = await request.post('/api/admin/sculptures', {
    headers,
    data: {
      slug,
      title: values.title,
      tagline: 'Chrome, numbered.',
      intro: 'A kid in chrome, cast and polished.',
      medium: 'Cast metal with chrome finish',
      sizes: ['12 inch', '54 inch'],
      edition: values.edition ?? 'Limited Edition of 50',
      finish: 'Mirror chrome',
      certificate: 'Signed and numbered certificate of authenticity',
      seoTitle: values.title,
      seoDescription: `${values.title} in chrome`,
      editionSize100: values.editionSize100,
      editionSize450: values.editionSize450,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Piece;
}

const sell = (request: APIRequestContext, headers: Record<string, string>, piece: Piece, number: number) =>
  request.put(`/api/admin/sculptures/${piece.id}/editions/100/${number}`, {
    headers,
    data: {
      state: 'sold',
      collectorName: 'Jamie Reyes',
      collectorEmail: 'jamie@example.com',
      soldOn: '2026-11-20',
    },
  });

const card = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

test('a piece with a sale cannot be deleted: the dialog says what it has and hides it instead', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await adminHeaders(request);
  const piece = await createPiece(request, headers, {
    title: 'Keepsake Kid',
    editionSize100: 3,
    editionSize450: null,
  });
  try {
    expect((await sell(request, headers, piece, 1)).status()).toBe(200);
    await signInAsAdmin(page);
    const deleteButton = page.getByRole('button', { name: `Delete ${piece.title}` });
    await deleteButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete' }).click();

    // Refused: the same dialog names what the piece has and offers to hide it.
    await expect(dialog.getByRole('heading', { name: 'Hide it instead?' })).toBeVisible();
    await expect(dialog).toContainText(`${piece.title} has 1 sold number: hide it instead.`);
    await expect(page.getByText('Failed to delete sculpture')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await shootAtBothWidths(page, SHOTS, 'delete-refused');

    const hide = dialog.getByRole('button', { name: 'Hide sculpture' });
    await hide.focus();
    await page.keyboard.press('Enter');
    await expect(toastTitled(page, 'Sculpture hidden')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(card(page, piece.title).getByText('Hidden', { exact: true })).toBeVisible();

    // Gone from the public site, still in the register with its sale.
    const list = (await (await request.get('/api/sculptures')).json()) as { slug: string }[];
    expect(list.some((entry) => entry.slug === piece.slug)).toBe(false);
    const register = (await (
      await request.get(`/api/admin/sculptures/${piece.id}/editions`, { headers })
    ).json()) as { number: number; state: string; collectorName: string | null }[];
    expect(register[0]).toMatchObject({ number: 1, state: 'sold', collectorName: 'Jamie Reyes' });

    // Asked again, a hidden piece is said to stay.
    await page.getByRole('button', { name: `Delete ${piece.title}` }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('heading', { name: 'This sculpture stays' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toHaveCount(0);
  } finally {
    await deletePieceAfterSales(request, headers, piece.id);
  }
});
