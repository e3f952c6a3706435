import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  adminHeaders,
  adminList,
  expectNoSeriousA11yViolations,
  signInAsAdmin,
  toastTitled,
  uniqueEmail,
} from './support';
import { expect, test } from './test';

// Certificates of authenticity: the owner issues one for a sold number from the edition
// register; a collector checks it by the QR code's address and by typing its code, in a browser
// without script; a resale makes the old code verify as transferred; a revocation shows; a wrong
// code is refused and repeated guesses are throttled.

const SHOTS = 'test-results/certificates';

async function shoot(page: Page, name: string) {
  await mkdir(SHOTS, { recursive: true });
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

interface Piece {
  id: number;
  slug: string;
}
interface Numbered {
  size: '100' | '450';
  number: number;
  state: string;
}

test('the owner issues, transfers and revokes a certificate; a collector verifies it without script', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const headers = await adminHeaders(request);
  const hero = (await adminList<Piece>(request, 'sculptures')).find((piece) => piece.slug === 'hero-kid')!;
  const register = (await (
    await request.get(`/api/admin/sculptures/${hero.id}/editions`, { headers })
  ).json()) as Numbered[];
  const free = register.find((row) => row.size === '100' && row.state === 'available')!;
  const total = register.filter((row) => row.size === '100').length;
  const sold = await request.put(`/api/admin/sculptures/${hero.id}/editions/100/${free.number}`, {
    headers,
    data: {
      state: 'sold',
      collectorName: 'Ada Lovelace',
      collectorEmail: uniqueEmail('ada'),
      soldOn: '2026-11-20',
    },
  });
  expect(sold.ok()).toBe(true);
  const label = `12 inch no. ${free.number}`;

  let code = '';
  await test.step('issue it from the edition register', async () => {
    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Editions' }).click();
    await page.getByLabel('Sculpture', { exact: true }).selectOption({ label: 'Hero Kid' });
    const card = page.getByRole('region', { name: 'Certificates of authenticity' });
    await expect(card).toBeVisible();
    const row = card.getByRole('listitem').filter({ hasText: label }).first();
    await row.getByRole('button', { name: 'Issue certificate' }).click();
    await row.getByLabel('Email the PDF to the collector').uncheck();
    await row.getByRole('button', { name: 'Issue certificate' }).last().press('Enter');
    await expect(toastTitled(page, 'Certificate issued')).toBeVisible({ timeout: 20_000 });
    const chain = card.getByRole('list', { name: `Owners, ${label}` });
    await expect(chain.getByText('Valid')).toBeVisible();
    code = (await chain.locator('.font-mono').first().textContent()) ?? '';
    expect(code).toMatch(/^[0-9A-Z]{5}(-[0-9A-Z]{5}){3}$/);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'admin');
  });

  const plainContext = await browser.newContext({ javaScriptEnabled: false });
  const plain = await plainContext.newPage();

  await test.step('verify by the QR code address, without script', async () => {
    await plain.goto(`/verify/${code}`);
    await expect(plain.getByRole('heading', { name: 'Valid certificate' })).toBeVisible();
    await expect(plain.getByText(`12 inch · Edition ${free.number} / ${total}`)).toBeVisible();
    await expect(plain.getByText('A. L.', { exact: true })).toBeVisible();
    await expect(plain.getByText('Lovelace')).toHaveCount(0);
    await shoot(plain, 'valid');
  });

  await test.step('verify a typed code (lowercase, spaces) through the form, without script', async () => {
    await plain.goto('/verify');
    await plain.getByLabel('Certificate code').fill(` ${code.toLowerCase().replace(/-/g, ' ')} `);
    await plain.getByLabel('Certificate code').press('Enter');
    await expect(plain).toHaveURL(new RegExp(`/verify/${code}$`));
    await expect(plain.getByRole('heading', { name: 'Valid certificate' })).toBeVisible();
  });

  await test.step('a wrong code is refused plainly, and repeated guesses are throttled', async () => {
    await plain.goto('/verify');
    await shoot(plain, 'form');
    await plain.getByLabel('Certificate code').fill('ZZZZZ-ZZZZZ-ZZZZZ-ZZZZ0');
    await plain.getByLabel('Certificate code').press('Enter');
    await expect(plain.getByRole('alert')).toContainText('No certificate has this code');
    await shoot(plain, 'wrong');
    let last = 0;
    for (let guess = 1; guess <= 12 && last !== 429; guess++) {
      last = (
        await plain.request.get(`/api/certificates/ZZZZZ-ZZZZZ-ZZZZZ-ZZZ${String(guess).padStart(2, '0')}`)
      ).status();
    }
    expect(last).toBe(429);
    await plain.goto('/verify/ZZZZZ-ZZZZZ-ZZZZZ-ZZZZY');
    await expect(plain.getByRole('alert')).toContainText('Too many wrong codes');
    // The real code still verifies from the same address.
    await plain.goto(`/verify/${code}`);
    await expect(plain.getByRole('heading', { name: 'Valid certificate' })).toBeVisible();
  });

  await test.step('a resale: the old code shows transferred', async () => {
    const card = page.getByRole('region', { name: 'Certificates of authenticity' });
    const row = card.getByRole('listitem').filter({ hasText: label }).first();
    await row.getByRole('button', { name: 'Record resale' }).click();
    await row.getByLabel("New owner's name").fill('Grace Hopper');
    await row.getByLabel("New owner's email").fill(uniqueEmail('grace'));
    await row.getByLabel('Date of the resale').fill('2026-11-25');
    await row.getByLabel('Email the PDF to the collector').uncheck();
    await row.getByRole('button', { name: 'Record resale' }).last().click();
    await expect(toastTitled(page, 'Resale recorded, new certificate issued')).toBeVisible({
      timeout: 20_000,
    });
    await plain.goto(`/verify/${code}`);
    await expect(plain.getByRole('heading', { name: 'Transferred' })).toBeVisible();
    await expect(plain.getByText('transferred on November 25, 2026')).toBeVisible();
    await shoot(plain, 'transferred');
  });

  await test.step('revoke the new one, asked first', async () => {
    const card = page.getByRole('region', { name: 'Certificates of authenticity' });
    const row = card.getByRole('listitem').filter({ hasText: label }).first();
    const chain = card.getByRole('list', { name: `Owners, ${label}` });
    await expect(chain.getByRole('listitem')).toHaveCount(2);
    const newCode = (await chain.locator('.font-mono').last().textContent()) ?? '';
    await row.getByRole('button', { name: 'Revoke' }).click();
    await row.getByLabel('Reason').selectOption('stolen');
    await row.getByRole('button', { name: 'Revoke' }).last().click();
    const dialog = page.getByRole('alertdialog', { name: 'Revoke this certificate?' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(toastTitled(page, 'Certificate revoked')).toBeVisible({ timeout: 20_000 });
    await plain.goto(`/verify/${newCode}`);
    await expect(plain.getByRole('heading', { name: 'Revoked' })).toBeVisible();
    await expect(plain.getByText('reported stolen')).toBeVisible();
    await shoot(plain, 'revoked');
  });
  await plainContext.close();
});
