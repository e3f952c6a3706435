import { describe, expect, it } from 'vitest';
import type { PageHead } from './page-head';
import { renderPage } from './render-page';

/** The head of the built client/index.html: what Vite and the font-preload plugin write. */
const BUILT_TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Default</title>
    <meta name="description" content="Default" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-b.css">
    <link rel="preload" href="/assets/inter-latin-wght-normal-c.woff2" as="font" type="font/woff2" crossorigin="">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const head: PageHead = {
  title: 'Hero Kid',
  description: 'A chrome sculpture',
  canonical: 'https://example.test/sculptures/hero-kid',
  ogType: 'product',
  jsonLd: [],
  noindex: false,
  preloadImage: {
    src: '/media/hero.w1280.webp',
    srcSet: '/media/hero.w640.webp 640w, /media/hero.w1280.webp 1280w',
    sizes: '100vw',
  },
};

describe('renderPage', () => {
  it('asks for the first image before the stylesheet, the fonts and the script', () => {
    const html = renderPage(BUILT_TEMPLATE, head, []);
    const preload = html.indexOf('<link rel="preload" as="image"');
    expect(preload).toBeGreaterThan(html.indexOf('<meta name="viewport"'));
    for (const resource of ['rel="icon"', '<script type="module"', 'rel="stylesheet"', 'as="font"']) {
      expect(preload, resource).toBeLessThan(html.indexOf(resource));
    }
    expect(html.match(/as="image"/g)).toHaveLength(1);
    expect(html).toContain('fetchpriority="high"');
    // The charset still opens the head (a browser reads it from the first 1024 bytes).
    expect(html.indexOf('<meta charset="UTF-8" />')).toBeLessThan(200);
  });

  it('leaves the head as built when the page has no first image', () => {
    const html = renderPage(BUILT_TEMPLATE, { ...head, preloadImage: undefined }, []);
    expect(html).not.toContain('as="image"');
    expect(html).toContain('<title>Hero Kid</title>');
  });
});
