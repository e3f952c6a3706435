import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIZES } from '../../../contract/image-sizes';
import { type ImageMeta, responsiveImage } from '../../../contract/responsive-image';
import type { Sculpture } from '../../../contract/sculpture';
import { bearer, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, html: response.body };
};

/** The [queryKey, data] entries the client seeds its cache with. */
function initialData(html: string): [string[], unknown][] {
  const match = /<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/.exec(html);
  return JSON.parse(match![1]!);
}

/** The attributes of the page's image preload (entities decoded as a browser would). */
function preloadOf(html: string): Record<string, string> | undefined {
  const tag = /<link rel="preload" as="image"([^>]*)\/>/.exec(html)?.[1];
  if (!tag) return undefined;
  const decode = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"');
  return Object.fromEntries([...tag.matchAll(/([a-z]+)="([^"]*)"/g)].map((m) => [m[1]!, decode(m[2]!)]));
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}

describe('server-rendered page tags', () => {
  it('gives a sculpture page its SEO title, description, sharing image and Product data', async () => {
    const { status, html } = await page('/sculptures/hero-kid');
    expect(status).toBe(200);
    expect(html).toContain('<title>Hero Kid — Limited-Edition Chrome Sculpture</title>');
    expect(html).not.toContain('Default title');
    expect(html).toMatch(/<meta name="description" content="Hero Kid: Every Saturday morning/);
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/sculptures/hero-kid" />');
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:3000\/media\/demo\/hero-kid-thumbnail/,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    const [product] = jsonLd(html);
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Hero Kid',
      // One offer per counted size, by what is left of it.
      offers: [
        {
          name: 'Hero Kid, 12 inch',
          description: 'Limited Edition of 50',
          url: 'http://localhost:3000/sculptures/hero-kid',
          availability: 'https://schema.org/InStock',
          inventoryLevel: { value: 50 },
        },
        {
          name: 'Hero Kid, 54 inch',
          description: 'Limited Edition of 8',
          url: 'http://localhost:3000/sculptures/hero-kid?size=54',
          availability: 'https://schema.org/InStock',
          inventoryLevel: { value: 8 },
        },
      ],
    });
    expect(initialData(html).map(([key]) => key.join('/'))).toContain('/api/sculptures');
  });

  it("states each priced size's price and currency in its offer, as decimal text, and none on request", async () => {
    const admin = await t.login();
    const list = await t.app.inject({ url: '/api/admin/sculptures', headers: bearer(admin) });
    const heroKid = list.json<Sculpture[]>().find((piece) => piece.slug === 'hero-kid')!;
    const { id, isLocked, createdAt, updatedAt, imageMeta, sortOrder, releaseAt, ...fields } = heroKid;
    const price = (values: { price100: number | null; price450: number | null }) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/sculptures/${id}`,
        headers: bearer(admin),
        payload: { ...fields, ...values },
      });
    expect((await price({ price100: 480_005, price450: null })).statusCode).toBe(200);
    try {
      const [product] = jsonLd((await page('/sculptures/hero-kid')).html);
      const [small, large] = product!.offers as Record<string, unknown>[];
      expect(small).toMatchObject({ name: 'Hero Kid, 12 inch', price: '4800.05', priceCurrency: 'EUR' });
      expect(large).toMatchObject({ name: 'Hero Kid, 54 inch' });
      expect(large).not.toHaveProperty('price');
      expect(large).not.toHaveProperty('priceCurrency');
    } finally {
      await price({ price100: null, price450: null });
    }
  });

  it('uses the same canonical URL for /collection/:slug and marks sold-out availability', async () => {
    const { html } = await page('/collection/boom-box-kid');
    expect(html).toContain('<link rel="canonical" href="http://localhost:3000/sculptures/boom-box-kid" />');
    expect(jsonLd(html)[0]).toMatchObject({ offers: { availability: 'https://schema.org/SoldOut' } });
  });

  it('answers an unknown sculpture with 404, noindex and the app', async () => {
    const { status, html } = await page('/sculptures/no-such-piece');
    expect(status).toBe(404);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<div id="root"></div>');
  });

  it('answers a locked sculpture with its teaser: 200, noindex, its title, no product data', async () => {
    const { status, html } = await page('/sculptures/cereal-kid');
    expect(status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<title>Cereal Kid | ');
    expect(html).not.toContain('"@type":"Product"');
    expect(html).not.toContain('og:image');
  });

  it("gives a waitlist email's leave link its own page, kept out of search", async () => {
    // A forged token: the page says the link does not work (server/routes/link-page.ts).
    const { status, html } = await page('/waitlist/leave?token=12.c2lnbmF0dXJl');
    expect(status).toBe(400);
    expect(html).toContain('This waitlist link is not valid.');
    expect(html).toContain('<title>Leave the Waitlist | ');
    expect(html).toContain('<meta name="robots" content="noindex" />');
  });

  it('gives a journal post an Article and its own data', async () => {
    const { html } = await page('/journal/why-chrome');
    expect(jsonLd(html)[0]).toMatchObject({
      '@type': 'Article',
      headline: 'Why Chrome?',
      datePublished: '2025-08-02',
    });
    expect(initialData(html).some(([key]) => key.join('/') === '/api/journal/why-chrome')).toBe(true);
    expect((await page('/journal/cereal-kid-preview')).status).toBe(404);
  });

  it('gives home an Organization, a preloaded hero image and the home settings', async () => {
    const { html } = await page('/');
    expect(jsonLd(html)[0]).toMatchObject({ '@type': 'Organization', name: 'Chrome Nostalgia' });
    const keys = initialData(html).map(([key]) => key.join('/'));
    expect(keys).toEqual(
      expect.arrayContaining(['/api/sculptures', '/api/site-settings/homepage-hero-title']),
    );
  });

  it('preloads the very variant the hero <img> will pick: same srcset, same sizes', async () => {
    const { html } = await page('/');
    const [, hero] = initialData(html).find(
      ([key]) => key.join('/') === '/api/site-settings/homepage-hero-image',
    ) as [string[], { value: string; imageMeta: ImageMeta }];
    const { value, imageMeta } = hero;
    const expected = responsiveImage(value, imageMeta, IMAGE_SIZES.homeHero);
    // 720 is what a 412 px phone at 1.75 dppx picks for the hero's slot.
    expect(expected.srcSet).toContain('.w720.webp 720w');
    expect(preloadOf(html)).toEqual({
      href: expected.src,
      imagesrcset: expected.srcSet,
      imagesizes: expected.sizes,
      fetchpriority: 'high',
    });
  });

  it('preloads a sculpture page main image at the detail sizes', async () => {
    const { html } = await page('/sculptures/hero-kid');
    const list = initialData(html).find(([key]) => key.join('/') === '/api/sculptures')?.[1] as Sculpture[];
    const sculpture = list.find((s) => s.slug === 'hero-kid')!;
    const path = sculpture.thumbnailImage!;
    const expected = responsiveImage(path, sculpture.imageMeta?.[path], IMAGE_SIZES.detailMain);
    expect(preloadOf(html)?.imagesrcset).toBe(expected.srcSet);
    expect(preloadOf(html)?.imagesizes).toBe(IMAGE_SIZES.detailMain);
  });

  it('escapes user text so it can never break out of a tag or a script block', async () => {
    const token = await t.login();
    const evil = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)>';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/sculptures',
      headers: bearer(token),
      payload: {
        slug: 'evil-kid',
        title: evil,
        tagline: evil,
        intro: evil,
        medium: 'm',
        sizes: ['12 inch'],
        edition: 'e',
        finish: 'f',
        certificate: 'c',
        seoTitle: evil,
        seoDescription: evil,
      },
    });
    expect(created.statusCode).toBe(201);
    const { html } = await page('/sculptures/evil-kid');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(initialData(html).length).toBeGreaterThan(0);
  });
});

describe('sitemap and robots', () => {
  it('lists public pages, unlocked sculptures and published posts only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toContain('<loc>http://localhost:3000/sculptures/hero-kid</loc>');
    expect(response.body).toContain('<loc>http://localhost:3000/journal/why-chrome</loc>');
    expect(response.body).not.toContain('cereal-kid');
    expect(response.body).not.toContain('/admin');
  });

  it('keeps crawlers out of the admin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.body).toContain('Disallow: /admin');
    expect(response.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
