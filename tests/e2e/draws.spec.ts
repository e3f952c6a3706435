import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { readDeliveredCopy } from './outbox';
import {
  adminHeaders,
  deletePieceAfterSales,
  expectNoSeriousA11yViolations,
  shootAtBothWidths,
  signInAsAdmin,
  toastTitled,
  uniqueEmail,
  untilHydrated,
} from './support';
import { expect, test } from './test';

/*
 * A size sold by a draw, end to end: the owner sets it on the drop screen; collectors enter with
 * and without script and confirm by the emailed link; the owner closes entries (a built server's
 * clock cannot be moved: the close at the window's end, on a test clock, is asserted in
 * server/modules/draws/draws.test.ts, and both take the same close-and-draw step); the draw page
 * shows commitment, list, seed and order, and its in-page check agrees; the first drawn are held
 * a number and emailed, the rest see their place.
 */

interface Piece {
  id: number;
  slug: string;
  title: string;
}

const SHOTS = process.env.DRAW_SHOTS_DIR ?? 'test-results/draws';

async function createPiece(request: APIRequestContext, headers: Record<string, string>): Promise<Piece> {
  const slug = `draw-kid-${Date.now()}`;
  const response = await request.post('/api/admin/sculptures', {
    headers,
    data: {
      slug,
      title: 'Draw Kid',
      tagline: 'Chrome, drawn fairly.',
      intro: 'A kid with a ticket, cast and polished.',
      medium: 'Cast metal with chrome finish',
      sizes: ['12 inch', '54 inch'],
      edition: 'Limited Edition of 2',
      finish: 'Mirror chrome',
      certificate: 'Signed and numbered certificate of authenticity',
      seoTitle: 'Draw Kid',
      seoDescription: 'Draw Kid in chrome',
      editionSize100: 2,
      editionSize450: 1,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Piece;
}

const entrySubject = (piece: Piece) => `Confirm your entry in the draw for ${piece.title}, 12 inch`;

/** The entry email's confirmation link, as a path on this server. */
async function confirmPath(piece: Piece, email: string): Promise<string> {
  const mail = await readDeliveredCopy(email, entrySubject(piece));
  const link = /Confirm my entry: (\S+)/.exec(mail.text ?? '')?.[1];
  expect(link, 'the confirmation link in the text body').toBeTruthy();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

async function enter(page: Page, name: string, email: string): Promise<string> {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Enter the draw' }).click();
  const notice = page.getByText(/Your entry code is [2-9A-Z]{4}-[2-9A-Z]{4}\./);
  await expect(notice).toBeVisible();
  return /([2-9A-Z]{4}-[2-9A-Z]{4})/.exec((await notice.textContent()) ?? '')![1]!;
}

async function confirm(page: Page, piece: Piece, email: string, code: string) {
  await page.goto(await confirmPath(piece, email));
  await untilHydrated(page);
  // Opening the link asks; the button confirms.
  await page.getByRole('button', { name: 'Confirm my entry' }).click();
  await expect(page.getByText(`Your entry ${code} is confirmed. It is in the draw.`)).toBeVisible();
}

/** The draw's requests released, so the piece the journey made can be deleted. */
async function releaseLine(request: APIRequestContext, headers: Record<string, string>, id: number) {
  const answer = await request.get(`/api/admin/reservations?sculptureId=${id}&size=100`, { headers });
  const { lines } = (await answer.json()) as { lines: { requests: { id: number; state: string }[] }[] };
  for (const line of lines) {
    for (const open of line.requests.filter((r) => r.state === 'held' || r.state === 'waiting')) {
      await request.post(`/api/admin/reservations/${open.id}/release`, { headers, data: {} });
    }
  }
}

async function withoutScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test('a draw: set on the drop screen, entered with and without script, confirmed, drawn, checked in the page, winners held', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const headers = await adminHeaders(request);
  const piece = await createPiece(request, headers);
  try {
    await signInAsAdmin(page);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Drops' }).click();
    await page.getByLabel('Sculpture', { exact: true }).selectOption({ label: piece.title });
    await page.getByLabel('How the 12 inch is sold').selectOption({ label: 'Draw' });
    await page.getByLabel('Draw entries open for').selectOption({ label: '1 hour' });
    await page.getByRole('button', { name: 'Save drop' }).click();
    await expect(toastTitled(page, 'Drop saved')).toBeVisible();
    // The piece is unlocked: entries open as the draw is set.
    await expect(page.getByTestId('draw-state-100')).toHaveText('Open for entries');

    const drawPath = `/draws/${piece.slug}/100`;
    const collectorContext = await browser.newContext({ baseURL });
    const collector = await collectorContext.newPage();
    await collector.goto(drawPath);
    await untilHydrated(collector);
    await expect(collector.getByTestId('draw-state')).toHaveText('Entries are open');
    const commitment = (await collector.getByTestId('draw-commitment').textContent())!;
    expect(commitment).toMatch(/^[0-9a-f]{64}$/);
    await expectNoSeriousA11yViolations(collector);
    await shootAtBothWidths(collector, SHOTS, 'draw-page-open');

    const people = [uniqueEmail('ada'), uniqueEmail('bo'), uniqueEmail('cy')];
    const codes: string[] = [];
    codes.push(await enter(collector, 'Ada Lovelace', people[0]!));
    await confirm(collector, piece, people[0]!, codes[0]!);

    const plain = await withoutScript(browser);
    await plain.page.goto(`${baseURL}${drawPath}`);
    codes.push(await enter(plain.page, 'Bo Plain', people[1]!));
    await plain.page.goto(`${baseURL}${await confirmPath(piece, people[1]!)}`);
    await plain.page.getByRole('button', { name: 'Confirm my entry' }).click();
    await expect(
      plain.page.getByText(`Your entry ${codes[1]} is confirmed. It is in the draw.`),
    ).toBeVisible();

    await collector.goto(drawPath);
    await untilHydrated(collector);
    codes.push(await enter(collector, 'Cy Third', people[2]!));
    await confirm(collector, piece, people[2]!, codes[2]!);
    // The same inbox under another spelling is the same person.
    await collector.goto(drawPath);
    await untilHydrated(collector);
    await collector.getByLabel('Name').fill('Ada Again');
    await collector.getByLabel('Email').fill(people[0]!.replace('@', '+again@'));
    await collector.getByRole('button', { name: 'Enter the draw' }).click();
    await expect(collector.getByRole('alert')).toContainText('already entered this draw');

    // The owner closes entries: the draw follows at once.
    await page.reload();
    await page.getByRole('tab', { name: 'Drops' }).click();
    await page.getByLabel('Sculpture', { exact: true }).selectOption({ label: piece.title });
    await expect(page.getByTestId('draw-state-100')).toHaveText('Open for entries');
    await page.getByRole('button', { name: 'Close entries now' }).click();
    await page.getByRole('button', { name: 'Close and draw' }).click();
    await expect(toastTitled(page, 'Entries closed and drawn')).toBeVisible();
    await expect(page.getByTestId('draw-state-100')).toHaveText('Drawn');
    await expect(page.getByRole('article', { name: '12 inch draw' })).toContainText(
      'Drawn and held a number2',
    );

    await collector.goto(drawPath);
    await untilHydrated(collector);
    await expect(collector.getByTestId('draw-state')).toHaveText('Drawn');
    await expect(collector.getByTestId('draw-commitment')).toHaveText(commitment);
    await expect(collector.getByTestId('draw-seed')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(collector.getByTestId('draw-list-hash')).toHaveText(/^[0-9a-f]{64}$/);
    const list = collector.getByRole('list', { name: 'Confirmed entries' });
    await expect(list.getByRole('listitem')).toHaveText([...codes].sort());
    const order = collector.getByRole('list', { name: 'The drawn order' });
    await expect(order.getByRole('listitem')).toHaveCount(3);
    const drawn = (await order.getByRole('listitem').allTextContents()).map((text) =>
      text.replace(/^\d+\./, ''),
    );
    expect([...drawn].sort()).toEqual([...codes].sort());

    await collector.getByRole('button', { name: 'Check the draw' }).click();
    await expect(
      collector.getByText('Everything agrees: this is the draw the commitment promised.'),
    ).toBeVisible();
    await collector.getByLabel('Find your entry code').fill(drawn[2]!);
    await expect(collector.getByText(`${drawn[2]} was drawn 3 of 3.`)).toBeVisible();
    await expectNoSeriousA11yViolations(collector);
    await shootAtBothWidths(collector, SHOTS, 'draw-page-drawn');

    // The first two drawn hold a number each and are emailed so; the third is told their place.
    const emailOf = new Map(codes.map((code, index) => [code, people[index]!]));
    await readDeliveredCopy(emailOf.get(drawn[0]!)!, `A number of ${piece.title} is held for you`);
    await readDeliveredCopy(emailOf.get(drawn[1]!)!, `A number of ${piece.title} is held for you`);
    await readDeliveredCopy(emailOf.get(drawn[2]!)!, `You are number 3 in line for ${piece.title}`);

    // Without script the page shows the same draw.
    await plain.page.goto(`${baseURL}${drawPath}`);
    await expect(plain.page.getByTestId('draw-seed')).toHaveText(/^[0-9a-f]{64}$/);
    await plain.context.close();
    await collectorContext.close();
  } finally {
    await releaseLine(request, headers, piece.id);
    await deletePieceAfterSales(request, headers, piece.id);
  }
});
