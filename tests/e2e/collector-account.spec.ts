import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { type PrivateServer, startPrivateServer } from './private-server';
import { confirmPathIn, SHOP_SETTINGS } from './sales-shop';
import {
  ADMIN,
  adminHeaders,
  expectNoSeriousA11yViolations,
  shootAtBothWidths,
  solvedChallenge,
  toastTitled,
  uniqueEmail,
} from './support';
import { expect, test } from './test';

// The collector's own page: a collector signs in with the code emailed to them, sees their
// piece with its certificate, their order and their waitlist, leaves the waitlist, changes their
// address and starts a resale; the buyer, in a browser without script, signs in with their own
// address and accepts; /verify then shows the buyer's initials and two owners, the old code
// "Transferred". On a server of its own: the shop is opened and pieces are sold here.

const SHOTS = 'test-results/collector-account';
let server: PrivateServer;
let api: APIRequestContext;

test.beforeAll(async () => {
  server = await startPrivateServer({
    env: (origin) => ({
      PUBLIC_URL: origin,
      DEMO_CONTENT: 'true',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      RENDERS_PER_MINUTE: '100000',
    }),
  });
  api = await playwrightRequest.newContext({ baseURL: server.origin });
});
test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

/** The text of the newest email to `to` whose subject starts so, once the server has written it. */
async function mailText(
  to: string,
  subjectStart: string,
  after = 0,
): Promise<{ subject: string; text: string }> {
  const outbox = path.join(server.dataDir, 'outbox');
  let found: { subject: string; text: string }[] = [];
  await expect
    .poll(
      async () => {
        found = [];
        for (const name of (await readdir(outbox).catch(() => []))
          .filter((file) => file.endsWith('.eml'))
          .sort()) {
          const mail = await simpleParser(await readFile(path.join(outbox, name)));
          const address = mail.to && 'text' in mail.to ? mail.to.text : '';
          if (address === to && mail.subject?.startsWith(subjectStart))
            found.push({ subject: mail.subject, text: mail.text ?? '' });
        }
        return found.length > after;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found.at(-1)!;
}

/** Signs in on /account with the emailed code, as a person types it. */
async function signIn(page: Page, email: string) {
  const before = (await mailsCount(email)) ?? 0;
  await page.goto(`${server.origin}/account`);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByText('a code is on its way')).toBeVisible();
  const mail = await mailText(email, 'Your sign-in code', before);
  const code = /(\d{6})/.exec(mail.subject)![1]!;
  expect(mail.text).toContain('/account?link=');
  await page.getByLabel('Code from the email').fill(code);
  await page.getByLabel('Code from the email').press('Enter');
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
}

async function mailsCount(email: string) {
  const outbox = path.join(server.dataDir, 'outbox');
  let count = 0;
  for (const name of (await readdir(outbox).catch(() => [])).filter((file) => file.endsWith('.eml'))) {
    const mail = await simpleParser(await readFile(path.join(outbox, name)));
    const address = mail.to && 'text' in mail.to ? mail.to.text : '';
    if (address === email && mail.subject?.startsWith('Your sign-in code')) count += 1;
  }
  return count;
}

interface Piece {
  id: number;
  slug: string;
  title: string;
}

test('a collector signs in by code, sees and changes their collection, resells; the buyer accepts without script', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const seller = uniqueEmail('seller');
  const buyer = uniqueEmail('buyer');
  const headers = await adminHeaders(api);
  const pieces = (await (await api.get('/api/admin/sculptures', { headers })).json()) as (Piece &
    Record<string, unknown>)[];
  const hero = pieces.find((piece) => piece.slug === 'hero-kid')!;
  const other = pieces.find((piece) => piece.slug !== 'hero-kid')!;

  await test.step('the studio sold them a piece with its certificate; they hold an order and a waitlist place', async () => {
    expect((await api.post('/api/admin/sales-settings', { headers, data: SHOP_SETTINGS })).ok()).toBe(true);
    const priced = await api.put(`/api/admin/sculptures/${hero.id}`, {
      headers,
      data: { ...hero, price100: 480_000 },
    });
    expect(priced.ok(), await priced.text()).toBe(true);
    const reserved = await api.post('/api/reservations', {
      data: { sculptureId: hero.id, size: '100', name: 'Sam Seller', email: seller },
    });
    expect(reserved.ok(), await reserved.text()).toBe(true);
    const held = await mailText(seller, `A number of ${hero.title} is held for you`);
    const token = new URL(`${server.origin}${confirmPathIn(held.text)}`).searchParams.get('token');
    expect((await api.post('/api/reservations/confirm', { data: { token } })).ok()).toBe(true);

    const register = (await (
      await api.get(`/api/admin/sculptures/${hero.id}/editions`, { headers })
    ).json()) as {
      size: string;
      number: number;
      state: string;
    }[];
    const free = register.find((row) => row.size === '100' && row.state === 'available')!;
    const sold = await api.put(`/api/admin/sculptures/${hero.id}/editions/100/${free.number}`, {
      headers,
      data: { state: 'sold', collectorName: 'Sam Seller', collectorEmail: seller, soldOn: '2026-11-20' },
    });
    expect(sold.ok(), await sold.text()).toBe(true);
    const issued = await api.post(
      `/api/admin/sculptures/${hero.id}/editions/100/${free.number}/certificate`,
      {
        headers,
        data: { sendEmail: false },
      },
    );
    expect(issued.ok(), await issued.text()).toBe(true);
    const joined = await api.post('/api/waitlists', {
      data: { email: seller, sculptureType: other.title, sculptureId: other.id },
    });
    expect(joined.ok(), await joined.text()).toBe(true);
  });

  let oldCode = '';
  await test.step('the seller signs in with the emailed code and sees piece, certificate, order and waitlist', async () => {
    await signIn(page, seller);
    const pieces = page.getByRole('region', { name: 'Pieces and certificates' });
    await expect(pieces.getByText(`${hero.title}, 12 inch`)).toBeVisible();
    oldCode = (await pieces.locator('.font-mono').first().textContent()) ?? '';
    expect(oldCode).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
    await expect(pieces.getByRole('link', { name: 'Certificate (PDF)' })).toBeVisible();
    const orders = page.getByRole('region', { name: 'Orders' });
    await expect(orders.getByText('Awaiting payment')).toBeVisible();
    await expect(orders.getByRole('link', { name: 'Open the order' })).toHaveAttribute('href', /^\/orders\//);
    await expect(page.getByRole('region', { name: 'Waitlists' }).getByText(other.title)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shootAtBothWidths(page, SHOTS, 'collection');
  });

  await test.step('leaves the waitlist and changes the address', async () => {
    await page.getByRole('button', { name: `Leave: ${other.title}` }).click();
    await expect(page.getByText('You have left the waitlist.')).toBeVisible();
    await expect(page.getByText('You are on no waitlist.')).toBeVisible();
    const address = page.getByRole('region', { name: 'Shipping address' });
    await address.getByLabel('Full name').fill('Sam Seller');
    await address.getByRole('textbox', { name: /^Address(?! line)/ }).fill('Rua Augusta 1');
    await address.getByLabel('Postal code').fill('1100-053');
    await address.getByLabel('City').fill('Lisboa');
    await address.getByLabel('Country code').fill('PT');
    await address.getByRole('button', { name: 'Save the address' }).click();
    await expect(page.getByText('Address saved.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shipping address' }).getByLabel('City')).toHaveValue(
      'Lisboa',
    );
  });

  await test.step('starts a resale to the buyer', async () => {
    const pieces = page.getByRole('region', { name: 'Pieces and certificates' });
    await pieces.getByText('Resell this piece').click();
    await pieces.getByLabel('Buyer’s email address').fill(buyer);
    await pieces.getByRole('button', { name: 'Send to the buyer' }).click();
    await expect(page.getByText('The buyer has been emailed. They have 14 days to accept.')).toBeVisible();
    await expect(page.getByText(`Waiting for ${buyer} to accept`)).toBeVisible();
    await shootAtBothWidths(page, SHOTS, 'resale-started');
  });

  let newCode = '';
  await test.step('the buyer, without script, signs in with their own address and accepts', async () => {
    const offer = await mailText(buyer, 'A certificate is waiting for you');
    expect(offer.text).toContain('/account');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const plain = await context.newPage();
    await signIn(plain, buyer);
    const passed = plain.getByRole('region', { name: 'Pieces passed to you' });
    await expect(passed.getByText(`${hero.title}, 12 inch`)).toBeVisible();
    await shootAtBothWidths(plain, SHOTS, 'to-accept-no-script');
    await passed.getByLabel('Your name, as the certificate prints it').fill('Noor Haddad');
    await passed.getByLabel('My initials').check();
    await passed.getByRole('button', { name: 'Accept the certificate' }).click();
    await expect(plain.getByText('The piece is yours')).toBeVisible();
    newCode =
      (await plain
        .getByRole('region', { name: 'Pieces and certificates' })
        .locator('.font-mono')
        .first()
        .textContent()) ?? '';
    expect(newCode).not.toBe(oldCode);
    await shootAtBothWidths(plain, SHOTS, 'accepted-no-script');

    await plain.goto(`${server.origin}/verify/${newCode}`);
    await expect(plain.getByText('N. H.')).toBeVisible();
    await expect(plain.locator('dt', { hasText: 'Owners' }).locator('xpath=..')).toContainText('2');
    await shootAtBothWidths(plain, SHOTS, 'verify-two-owners');
    await plain.goto(`${server.origin}/verify/${oldCode}`);
    await expect(plain.getByText('Transferred', { exact: false }).first()).toBeVisible();
    await context.close();
  });

  await test.step('the seller is told, and signs out everywhere', async () => {
    await mailText(seller, 'Your resale is complete');
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Pieces and certificates' }).getByText('Transferred'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page.getByText('You are signed out on every device.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Email me a code' })).toBeVisible();
  });
});

/** The demo pieces, as the dashboard lists them. */
async function demoPieces(headers: Record<string, string>) {
  return (await (await api.get('/api/admin/sculptures', { headers })).json()) as (Piece &
    Record<string, unknown>)[];
}

/** A demo piece (not the first journey's) with a free 12 inch number: the piece and the number. */
async function pieceWithFreeNumber(
  headers: Record<string, string>,
  fits: (piece: Piece & Record<string, unknown>) => boolean = () => true,
) {
  for (const piece of (await demoPieces(headers)).filter((one) => one.slug !== 'hero-kid' && fits(one))) {
    const register = (await (
      await api.get(`/api/admin/sculptures/${piece.id}/editions`, { headers })
    ).json()) as { size: string; number: number; state: string }[];
    const free = register.find((row) => row.size === '100' && row.state === 'available');
    if (free) return { piece, number: free.number };
  }
  throw new Error('no demo piece has a free 12 inch number');
}

/** A free 12 inch number sold to `email` by the studio, its certificate issued: the piece and the number. */
async function sellWithCertificate(headers: Record<string, string>, email: string, name: string) {
  const { piece, number } = await pieceWithFreeNumber(headers);
  return { piece, number: await sellNumber(headers, piece, number, email, name) };
}

async function sellNumber(
  headers: Record<string, string>,
  piece: Piece,
  number: number,
  email: string,
  name: string,
) {
  const sold = await api.put(`/api/admin/sculptures/${piece.id}/editions/100/${number}`, {
    headers,
    data: { state: 'sold', collectorName: name, collectorEmail: email, soldOn: '2026-11-21' },
  });
  expect(sold.ok(), await sold.text()).toBe(true);
  const issued = await api.post(`/api/admin/sculptures/${piece.id}/editions/100/${number}/certificate`, {
    headers,
    data: { sendEmail: false },
  });
  expect(issued.ok(), await issued.text()).toBe(true);
  return number;
}

test('the owner blocks a resale a collector started, with a reason; the buyer can no longer accept', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const seller = uniqueEmail('disputed-seller');
  const buyer = uniqueEmail('disputed-buyer');
  const headers = await adminHeaders(api);
  const { piece, number } = await sellWithCertificate(headers, seller, 'Rae Seller');
  const listed = `${piece.title}, 12 inch, No. ${number} of`;

  await test.step('the collector starts a resale from their page', async () => {
    await signIn(page, seller);
    const pieces = page.getByRole('region', { name: 'Pieces and certificates' });
    await pieces.getByText('Resell this piece').click();
    await pieces.getByLabel('Buyer’s email address').fill(buyer);
    await pieces.getByRole('button', { name: 'Send to the buyer' }).click();
    await expect(page.getByText(`Waiting for ${buyer} to accept`)).toBeVisible();
  });

  // The buyer has the offer open, about to accept, while the studio looks.
  const buyerContext = await browser.newContext();
  const buyerPage = await buyerContext.newPage();
  await signIn(buyerPage, buyer);
  const passed = buyerPage.getByRole('region', { name: 'Pieces passed to you' });
  await expect(passed.getByText(`${piece.title}, 12 inch`)).toBeVisible();
  await passed.getByLabel('Your name, as the certificate prints it').fill('Lee Buyer');

  const reason = 'The first owner reports this piece stolen; we are checking with them.';
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await test.step('the owner finds it under People, Resales, by keyboard', async () => {
    await owner.goto(`${server.origin}/admin/login`);
    await owner.getByLabel('Username').fill(ADMIN.username);
    await owner.getByLabel('Password').fill(ADMIN.password);
    await owner.getByLabel('Password').press('Enter');
    await expect(owner.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 30_000 });
    await owner.getByRole('tab', { name: 'Collectors' }).focus();
    await owner.keyboard.press('ArrowRight');
    await expect(owner.getByRole('tab', { name: 'Resales' })).toBeFocused();
    await owner.keyboard.press('Enter');
    const card = owner.getByRole('article', { name: new RegExp(`^${listed}`) });
    await expect(card.getByText('Waiting for the buyer')).toBeVisible();
    await expect(card.getByText('Rae Seller')).toBeVisible();
    await expect(card.getByText(buyer)).toBeVisible();
    await expectNoSeriousA11yViolations(owner);
    await shootAtBothWidths(owner, SHOTS, 'studio-resales');
  });

  await test.step('blocks it with a reason, asked first', async () => {
    const card = owner.getByRole('article', { name: new RegExp(`^${listed}`) });
    await card.getByRole('button', { name: 'Block resale' }).focus();
    await owner.keyboard.press('Enter');
    await card.getByLabel('Reason, told to both collectors').focus();
    await owner.keyboard.type(reason);
    await owner.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: 'Block resale' })).toBeFocused();
    await owner.keyboard.press('Enter');
    const dialog = owner.getByRole('alertdialog', { name: 'Block this resale?' });
    await expect(dialog).toContainText('stays with its seller, and the buyer can no longer accept');
    await expectNoSeriousA11yViolations(owner);
    await shootAtBothWidths(owner, SHOTS, 'studio-resale-block-asks');
    await dialog.getByRole('button', { name: 'Block resale' }).focus();
    await owner.keyboard.press('Enter');
    await expect(toastTitled(owner, 'Resale blocked')).toBeVisible();
    await expect(card.getByText('Blocked', { exact: true })).toBeVisible();
    await expect(card).toContainText(reason);
    await expect(card.getByRole('button', { name: 'Block resale' })).toHaveCount(0);
    await owner.getByLabel('Show').selectOption('blocked');
    await expect(owner.getByRole('article')).toHaveCount(1);
    await shootAtBothWidths(owner, SHOTS, 'studio-resale-blocked');
  });

  await test.step('the buyer’s accept is refused, and both are told why', async () => {
    await passed.getByRole('button', { name: 'Accept the certificate' }).click();
    await expect(buyerPage.getByText('This resale is no longer open.')).toBeVisible();
    await shootAtBothWidths(buyerPage, SHOTS, 'accept-refused');
    await buyerPage.goto(`${server.origin}/account`);
    await expect(buyerPage.getByRole('region', { name: 'Pieces passed to you' })).toHaveCount(0);
    expect((await mailText(buyer, 'A resale did not go through')).text).toContain(reason);
    expect((await mailText(seller, 'A resale did not go through')).text).toContain(reason);
    // The certificate stays the seller's, free to resell once the dispute is settled.
    await page.reload();
    await expect(page.getByText(`Waiting for ${buyer} to accept`)).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: 'Pieces and certificates' }).getByText('Resell this piece'),
    ).toBeVisible();
  });
  await buyerContext.close();
  await ownerContext.close();
});

test('a collector sees the draw they entered on their page, confirms it there, and finds the draw to check', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const entrant = uniqueEmail('entrant');
  const headers = await adminHeaders(api);
  const { piece } = await pieceWithFreeNumber(headers, (one) => String(one.status) === 'Available');
  const drawn = await api.put(`/api/admin/sculptures/${piece.id}`, {
    headers,
    data: { ...piece, saleMode100: 'draw', drawWindowMinutes: 60 },
  });
  expect(drawn.ok(), await drawn.text()).toBe(true);
  expect((await (await api.get(`/api/draws/${piece.id}/100`)).json()).state).toBe('open');
  const entered = await api.post(`/api/draws/${piece.id}/100/entries`, {
    headers: await solvedChallenge(api, server.origin),
    data: { name: 'Ena Trant', email: entrant, phone: '' },
  });
  expect(entered.status(), await entered.text()).toBe(201);
  const { entryCode } = (await entered.json()) as { entryCode: string };

  // Known to the studio by the entry alone: the sign-in code is sent.
  await signIn(page, entrant);
  const draws = page.getByRole('region', { name: 'Draws you entered' });
  await expect(draws.getByText(`${piece.title}, 12 inch`)).toBeVisible();
  await expect(draws.getByText(entryCode)).toBeVisible();
  await expect(draws.getByText(/^Not confirmed yet, so not in the draw/)).toBeVisible();
  await shootAtBothWidths(page, SHOTS, 'draw-entry-unconfirmed');
  await draws.getByRole('button', { name: `Confirm my entry: ${piece.title}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your entry is confirmed: it is in the draw.')).toBeVisible();
  await expect(draws.getByText(/^You are in the draw\. Entries close /)).toBeVisible();
  await expect(draws.getByRole('link', { name: 'Check the draw' })).toHaveAttribute(
    'href',
    `/draws/${piece.slug}/100`,
  );
  await expectNoSeriousA11yViolations(page);
  await shootAtBothWidths(page, SHOTS, 'draw-entry-confirmed');

  // The studio closes entries early; the draw follows at once. The page then says where they came.
  const closed = await api.post(`/api/admin/draws/${piece.id}/100/close`, { headers });
  expect(closed.ok(), await closed.text()).toBe(true);
  await page.reload();
  await expect(draws.getByText(/^Drawn \d+ of \d+\.$/)).toBeVisible();
  await expect(draws.getByText(/^No\. \d+ is held for you\.$/)).toBeVisible();
  await expect(draws.getByRole('button', { name: /Confirm my entry/ })).toHaveCount(0);
  await shootAtBothWidths(page, SHOTS, 'draw-entry-drawn');
  await draws.getByRole('link', { name: 'Check the draw' }).click();
  await expect(page).toHaveURL(new RegExp(`/draws/${piece.slug}/100$`));
  await expect(page.getByText(entryCode).first()).toBeVisible();
});
