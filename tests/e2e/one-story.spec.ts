import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminHeaders,
  deletePieceAfterSales,
  expectNoSeriousA11yViolations,
  shootAtBothWidths,
  signInAsAdmin,
  solvedChallenge,
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

test('the edition line says the register’s size, and a size all held keeps its line open', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await adminHeaders(request);
  // The text says 50; the register counts 3 (12 inch) and 2 (54 inch).
  const piece = await createPiece(request, headers, {
    title: 'Line Kid',
    edition: 'Limited Edition of 50',
    editionSize100: 3,
    editionSize450: 2,
  });
  const places: number[] = [];
  try {
    // Both 54 inch numbers held by collectors who have not confirmed yet, a third one waiting.
    for (const name of ['Ana', 'Ben', 'Cleo']) {
      const sent = await request.post('/api/reservations', {
        headers: await solvedChallenge(request),
        data: { sculptureId: piece.id, size: '450', name, email: `${name.toLowerCase()}.line@example.com` },
      });
      expect(sent.status(), await sent.text()).toBe(201);
      places.push(((await sent.json()) as { id: number }).id);
    }

    await page.goto(`/sculptures/${piece.slug}?size=54`);
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByText('Limited Edition of 2', { exact: true })).toBeVisible();
    await expect(details.getByText('All held, join the line', { exact: true })).toBeVisible();
    await expect(page.getByText('Limited Edition of 50')).toHaveCount(0);
    // Held is not sold: the piece is Available and the line still takes a place.
    await expect(page.getByRole('button', { name: 'Sold Out' })).toHaveCount(0);
    const reserve = page.getByRole('link', { name: 'Reserve 54 inch' });
    await expect(reserve).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shootAtBothWidths(page, SHOTS, 'all-held-detail');
    await reserve.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto(`/sculptures/${piece.slug}`);
    await expect(details.getByText('Limited Edition of 3', { exact: true })).toBeVisible();

    await page.goto('/collection');
    const card = page.getByRole('article').filter({ hasText: piece.title });
    await expect(card).toContainText('Limited Edition of 3');
    await expect(card).toContainText('54 inch: All held, join the line');
    await expect(page.getByRole('link', { name: /Sold Out/ })).toContainText('1');
    await card.scrollIntoViewIfNeeded();
    await shootAtBothWidths(page, SHOTS, 'all-held-collection');
  } finally {
    for (const id of places.reverse()) {
      await request.post(`/api/admin/reservations/${id}/release`, { headers, data: {} });
    }
    await deletePieceAfterSales(request, headers, piece.id);
  }
});

test('after a resale the register names the owner now and the seller’s timeline says Resold', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = await adminHeaders(request);
  const piece = await createPiece(request, headers, {
    title: 'Chain Kid',
    editionSize100: 3,
    editionSize450: null,
  });
  // A piece with a certificate is kept for good: the journey hides it when done.
  try {
    expect((await sell(request, headers, piece, 1)).status()).toBe(200);
    const issued = await request.post(`/api/admin/sculptures/${piece.id}/editions/100/1/certificate`, {
      headers,
      data: { sendEmail: false },
    });
    expect(issued.status()).toBe(201);
    const { code } = (await issued.json()) as { code: string };
    const resold = await request.post(`/api/admin/certificates/${encodeURIComponent(code)}/transfer`, {
      headers,
      data: {
        ownerName: 'Priya Shah',
        ownerEmail: 'priya.chain@example.com',
        transferredOn: '2026-12-01',
        sendEmail: false,
      },
    });
    expect(resold.status(), await resold.text()).toBe(201);

    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Editions' }).click();
    await page.getByLabel('Sculpture', { exact: true }).selectOption({ label: piece.title });
    const number = page.getByRole('button', { name: 'No. 1: owned by Priya Shah (resold by Jamie Reyes)' });
    await expect(number).toBeVisible();
    await expect(number).toContainText('Resold');
    await number.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toContainText(
      'Resold on 2026-12-01 by Jamie Reyes to Priya Shah, who owns it now',
    );
    await expectNoSeriousA11yViolations(page);
    await shootAtBothWidths(page, SHOTS, 'resold-number');
    await page.keyboard.press('Escape');

    const found = (await (
      await request.get('/api/admin/collectors?q=jamie%40example.com', { headers })
    ).json()) as { items: { id: number; email: string }[] };
    const jamie = found.items.find((item) => item.email === 'jamie@example.com')!;
    await page.goto(`/admin?tab=collectors&collector=${jamie.id}`);
    await expect(page.getByText(`Resold ${piece.title}, 12 inch, number 1`)).toBeVisible();
    await expect(page.getByText(`Bought ${piece.title}, 12 inch, number 1`).first()).toBeVisible();
    await shootAtBothWidths(page, SHOTS, 'resold-timeline');
  } finally {
    await request.patch(`/api/admin/sculptures/${piece.id}`, { headers, data: { published: 'false' } });
  }
});
