import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { adminHeaders } from './support';
import { expect, test } from './test';

// What the sculpture form sets shows publicly: a piece without a thumbnail shows its own
// placeholder photo, and one listed only in 54 inch offers only that size
// (docs/decisions/0020-every-sculpture-field-has-its-effect.md). The journeys share one
// database, so the piece is made here and deleted after.

const SLUG = 'placeholder-kid';

async function createPiece(request: APIRequestContext): Promise<number> {
  const headers = await adminHeaders(request);
  const created = await request.post('/api/admin/sculptures', {
    headers,
    data: {
      slug: SLUG,
      title: 'Placeholder Kid',
      tagline: 'Photo coming soon.',
      intro: 'Shown by its placeholder until the photos arrive.',
      medium: 'Cast metal with chrome finish',
      sizes: ['54 inch'],
      edition: 'Limited Edition of 8',
      finish: 'Mirror chrome',
      certificate: 'Signed and numbered certificate of authenticity',
      seoTitle: 'Placeholder Kid',
      seoDescription: 'A chrome piece.',
      height450: '54"',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#ffd900' } })
    .jpeg()
    .toBuffer();
  const { uploadURL } = (await (
    await request.post(`/api/admin/sculptures/${id}/upload-url`, {
      headers,
      data: { imageType: 'placeholder' },
    })
  ).json()) as { uploadURL: string };
  expect(
    (await request.put(uploadURL, { headers: { 'Content-Type': 'image/jpeg' }, data: photo })).ok(),
  ).toBe(true);
  const registered = await request.post(`/api/admin/sculptures/${id}/images`, {
    headers,
    data: { imageUrl: uploadURL.split('?')[0], imageType: 'placeholder' },
  });
  expect(registered.status()).toBe(201);
  return id;
}

test('a piece without a thumbnail shows its placeholder, and only the sizes it lists', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const id = await createPiece(request);
  try {
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 1000 });
      await page.goto('/collection');
      const card = page.getByRole('article').filter({ hasText: 'Placeholder Kid' });
      await expect(card.getByRole('img', { name: 'Placeholder Kid' })).toHaveAttribute('src', /\/media\//);
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`collection-${width}.png`) });

      await page.goto(`/sculptures/${SLUG}?size=12`);
      await expect(page.getByRole('img', { name: 'Placeholder Kid' }).first()).toHaveAttribute(
        'src',
        /\/media\//,
      );
      await expect(page.getByRole('navigation', { name: /size/i })).toHaveCount(0);
      await expect(page.getByText(/^54" H/)).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`detail-${width}.png`) });
    }
  } finally {
    await request.delete(`/api/admin/sculptures/${id}`, { headers: await adminHeaders(request) });
  }
});
