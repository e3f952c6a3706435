import { BRAND_NAME } from '@contract/brand';

// Home's built-in copy.

export const HOME_COPY = {
  heroEyebrow: 'Limited editions · Mirror chrome',
  heroTitle: BRAND_NAME,
  heroDescription:
    'Premium chrome sculptures of 80s and 90s youth culture — the heroes, gamers, boom boxes and Saturday-morning rituals of a childhood, cast and polished to a mirror finish in strictly limited editions.',
  viewCollection: 'View Collection',
  contactGallery: 'Contact Gallery',
  fallbackSecondaryCta: 'Our Story',
  limitedEditionsEyebrow: 'Now Showing',
  limitedEditionsTitle: 'Current Limited Editions',
  limitedEditionsContent:
    'Each piece is cast in small numbered runs, hand-finished and signed. When an edition is gone, it does not come back.',
  viewAll: 'See the full collection',
  artistEyebrow: 'A Word from the Creator',
  artistName: 'The Studio',
  artistSubtitle: 'Sculptor · Chrome Nostalgia',
  artistBio:
    'I grew up with plastic heroes, cartridge consoles and tapes rewound with a pencil.\nThese sculptures are my way of keeping those objects — and the kids who loved them — shining for good.',
  artistContact: 'Contact the Artist',
  closingTitle: 'Find the piece that takes you back',
  closingText: 'Tell us which sculpture caught your eye. We answer every inquiry personally.',
  closingCta: 'Inquire About Sculptures',
} as const;
