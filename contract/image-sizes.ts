/**
 * The `<img sizes>` of the images a page shows first. The server preloads those images with the
 * same srcset and sizes (server/modules/pages/page-head.ts), so the preload fetches exactly the
 * variant the browser then picks for the <img>: one list here keeps the two in step.
 */
export const IMAGE_SIZES = {
  homeHero: '(min-width: 1280px) 520px, (min-width: 1024px) 40vw, min(100vw - 2.5rem, 28rem)',
  creator: '(min-width: 1280px) 540px, (min-width: 1024px) 42vw, min(100vw - 2.5rem, 28rem)',
  cardGrid: '(min-width: 1280px) 400px, (min-width: 1024px) 31vw, 48vw',
  cardRail: '(min-width: 1280px) 400px, (min-width: 640px) 31vw, 72vw',
  detailMain:
    '(min-width: 1280px) 620px, (min-width: 1024px) 50vw, (min-width: 768px) calc(100vw - 10rem), 100vw',
} as const;
