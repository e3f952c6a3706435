import { BRAND_NAME } from '@contract/brand';

// The about page's built-in copy, shown until the admin saves one.

export const ABOUT_COPY = {
  title: `About ${BRAND_NAME}`,
  paragraphs: [
    `${BRAND_NAME} makes collectible sculptures of the characters and objects that defined 80s and 90s childhoods: the hero on the bedroom shelf, the kid with the handheld console, the boom box, the VHS tape, the cereal box on a Saturday morning.`,
    'Every figure is cast in resin or metal and finished in mirror chrome by hand, in two sizes — 12 inch and 54 inch — and in editions small enough that each owner knows their number.',
  ],
  timelineTitle: 'Our Journey',
  timeline: [
    { title: 'The first cast', body: 'A single chrome hero, made as a gift, started the series.' },
    {
      title: 'Five characters',
      body: 'The first series grew to five sculptures of 80s and 90s youth culture.',
    },
    {
      title: 'Gallery editions',
      body: 'Numbered 12 inch and 54 inch editions for collectors and galleries.',
    },
  ],
  imageCaption: 'In the studio',
  ctaLabel: 'View the Collection',
} as const;
