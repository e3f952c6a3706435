import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import {
  adminHeaders,
  expectNoSeriousA11yViolations,
  shootAtBothWidths,
  signInAsAdmin,
  solvedChallenge,
  uniqueEmail,
} from './support';

const SHOTS = 'test-results/screenshots/privacy';

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

test('a collector exported and erased: the export holds their timeline, the erase leaves no trace, the sale stays', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('erase-me');
  const name = `Noor Haddad ${Date.now()}`;
  const headers = await adminHeaders(page.request);

  // A sale of a demo piece's number, put back at the end: other journeys count these numbers.
  const sculptures = (await (await page.request.get('/api/admin/sculptures', { headers })).json()) as {
    id: number;
    title: string;
    editionSize100: number | null;
  }[];
  const piece = sculptures.find((entry) => entry.editionSize100)!;
  const register = (await (
    await page.request.get(`/api/admin/sculptures/${piece.id}/editions`, { headers })
  ).json()) as { size: string; number: number; state: string }[];
  const free = register.filter((row) => row.size === '100' && row.state === 'available').at(-1)!;
  const numberUrl = `/api/admin/sculptures/${piece.id}/editions/100/${free.number}`;
  try {
    const sold = await page.request.put(numberUrl, {
      headers,
      data: {
        state: 'sold',
        collectorName: name,
        collectorEmail: email,
        soldOn: '2026-11-20',
        price: 'EUR 4,800',
      },
    });
    expect(sold.ok()).toBe(true);
    for (const [url, data] of [
      ['/api/newsletters', { email }],
      ['/api/waitlists', { email, sculptureType: piece.title, sculptureId: piece.id }],
      [
        '/api/inquiries',
        {
          name,
          email,
          location: 'Beirut',
          isCollector: 'true',
          isGallery: 'false',
          message: `Is a 12 inch ${piece.title} still free? ${name}`,
          sculptureInterest: piece.title,
        },
      ],
    ] as const) {
      expect(
        (await page.request.post(url, { headers: await solvedChallenge(page.request), data })).ok(),
      ).toBe(true);
    }

    await signInAsAdmin(page);
    await openTab(page, 'Collectors');
    await page.getByLabel('Search collectors').fill(email);
    await expect(page.getByText('1 collector', { exact: true })).toBeVisible();
    // Their page, by the address a shared link or a reload gives (?collector=).
    const found = (await (
      await page.request.get(`/api/admin/collectors?q=${encodeURIComponent(email)}`, { headers })
    ).json()) as { items: { id: number }[] };
    const url = new URL(page.url());
    url.searchParams.set('collector', String(found.items[0]!.id));
    await page.goto(url.toString());
    await expect(page.getByRole('heading', { name })).toBeVisible();

    // Export: asks first, then two files, the JSON holding the timeline the page shows.
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const exportQuestion = page.getByRole('alertdialog');
    await expect(exportQuestion).toContainText('Export everything held about this person?');
    const downloads: string[] = [];
    page.on('download', async (download) => downloads.push(await readFile((await download.path())!, 'utf8')));
    await exportQuestion.getByRole('button', { name: 'Download' }).click();
    await expect(page.getByText('Data Exported', { exact: true })).toBeVisible();
    await expect.poll(() => downloads.length).toBe(2);
    const exported = JSON.parse(downloads.find((text) => text.startsWith('{'))!) as {
      timeline: { kind: string; title: string }[];
      inquiries: { message: string }[];
      editions: { number: number; price: string }[];
    };
    expect(exported.timeline.map((item) => item.kind)).toEqual(
      expect.arrayContaining(['inquiry', 'waitlist', 'subscription', 'sale']),
    );
    expect(exported.inquiries[0]!.message).toContain(name);
    expect(exported.editions).toEqual([expect.objectContaining({ number: free.number, price: 'EUR 4,800' })]);
    expect(downloads.find((text) => text.startsWith('<!doctype html>'))).toContain('<h2>Timeline</h2>');

    // Erase: asks first, naming them and what stays; looked at on a phone and a desktop.
    await page.getByRole('button', { name: 'Erase', exact: true }).click();
    const eraseQuestion = page.getByRole('alertdialog');
    await expect(eraseQuestion).toContainText(`Everything held about ${name}`);
    await expect(eraseQuestion).toContainText('“Collector erased”');
    await expectNoSeriousA11yViolations(page);
    await shootAtBothWidths(page, SHOTS, 'erase-question');
    await page.keyboard.press('Escape');
    await expect(eraseQuestion).toBeHidden();
    await page.getByRole('button', { name: 'Erase', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Erase collector' }).click();
    await expect(page.getByText('Collector Erased', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Search collectors')).toBeVisible();

    // No admin answer names them; the sale stays, without the person.
    for (const url of [
      `/api/admin/collectors?q=${encodeURIComponent(email)}`,
      '/api/admin/inquiries',
      '/api/admin/newsletters',
      '/api/admin/waitlists',
      `/api/admin/subscribers?q=${encodeURIComponent(email)}`,
      '/api/admin/suppressions',
      '/api/admin/activity',
      `/api/admin/sculptures/${piece.id}/editions`,
    ]) {
      const body = await (await page.request.get(url, { headers })).text();
      expect(body.toLowerCase(), url).not.toContain(email.toLowerCase());
      expect(body, url).not.toContain(name);
    }
    const after = (await (
      await page.request.get(`/api/admin/sculptures/${piece.id}/editions`, { headers })
    ).json()) as {
      size: string;
      number: number;
      state: string;
      collectorName: string;
      soldOn: string;
      price: string;
    }[];
    expect(after.find((row) => row.size === '100' && row.number === free.number)).toMatchObject({
      state: 'sold',
      collectorName: 'Collector erased',
      soldOn: '2026-11-20',
      price: 'EUR 4,800',
    });
  } finally {
    await page.request.put(numberUrl, { headers, data: { state: 'available' } });
  }
});

test('the subscriber and waitlist lists are searched and paged on the server', async ({ page }) => {
  const email = uniqueEmail('paged-reader');
  expect(
    (
      await page.request.post('/api/newsletters', {
        headers: await solvedChallenge(page.request),
        data: { email },
      })
    ).ok(),
  ).toBe(true);
  expect(
    (
      await page.request.post('/api/waitlists', {
        headers: await solvedChallenge(page.request),
        data: { email, sculptureType: 'Hero Kid' },
      })
    ).ok(),
  ).toBe(true);
  await signInAsAdmin(page);
  const asked: string[] = [];
  page.on('request', (request) =>
    asked.push(new URL(request.url()).pathname + new URL(request.url()).search),
  );
  await openTab(page, 'Newsletters');
  const subscribers = page.getByRole('region', { name: 'Subscribers' });
  await expect(subscribers.getByText(/^Showing 1–\d+ of \d+ subscribers?$/)).toBeVisible();
  await subscribers.getByLabel('Search subscribers').fill(email.split('@')[0]!);
  await expect(subscribers.getByText(email)).toBeVisible();
  await expect(subscribers.getByText('Showing 1–1 of 1 subscriber')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'iframe');
  await shootAtBothWidths(page, SHOTS, 'subscribers');
  await openTab(page, 'Waitlists');
  await expect(
    page.getByRole('region', { name: 'Members' }).getByText(/^Showing 1–\d+ of \d+ members?$/),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shootAtBothWidths(page, SHOTS, 'waitlists');
  // The dashboard never asked for a whole list.
  expect(
    asked.filter((path) => path === '/api/admin/newsletters' || path === '/api/admin/waitlists'),
  ).toEqual([]);
});
