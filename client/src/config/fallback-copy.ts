/**
 * Built-in copy (§1), used whenever the server has no content for a slot.
 * Exact spec strings are marked (§N); the rest is house copy.
 */
import { BRAND_NAME, BRAND_TAGLINE } from '@contract/brand';

export { BRAND_NAME, BRAND_TAGLINE };

export const NAV_COPY = {
  collection: 'Collection',
  contact: 'Contact',
  logout: 'Logout',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  skipToContent: 'Skip to content',
} as const;

export const FOOTER_COPY = {
  quickLinks: 'Quick Links',
  explore: 'Explore',
  privacy: 'Privacy',
  terms: 'Terms',
  contact: 'Contact',
  newsletterTitle: 'Stay Updated',
  newsletterText: 'New drops, studio notes and first access to each edition.',
  emailPlaceholder: 'you@example.com',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing...',
  copyright: `© 2025 ${BRAND_NAME}. All rights reserved.`,
} as const;

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

export const CONTACT_COPY = {
  title: 'Contact the Gallery',
  intro: 'Ask about a piece, an edition or a commission. Collectors and galleries welcome.',
  responseNote: "We'll respond within 24 hours",
  notes: {
    personal: {
      title: 'Personal replies',
      text: 'Tell us which piece caught your eye and how best to reach you.',
    },
    collectors: {
      title: 'Collectors & galleries',
      text: 'Ask about editions, numbering, the 12 inch and 54 inch sizes, or placement.',
    },
  },
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  phoneHint: 'Optional — only if you would like a call back.',
  piece: 'Sculpture of interest',
  piecePlaceholder: 'Select a sculpture (optional)',
  message: 'Message',
  send: 'Send Inquiry',
  sending: 'Sending...',
  /** §5: the options when no unlocked sculptures are known. */
  fallbackPieces: ['Hero Kid', 'Gamer Kid', 'Boom Box Kid', 'VHS Kid', 'Cereal Kid', 'General Inquiry'],
  successTitle: 'Message Sent',
} as const;

export const COLLECTION_COPY = {
  eyebrow: 'The Collection',
  title: 'Chrome, cast in small numbers',
  intro: 'Every sculpture in the series, from pieces you can inquire about today to those still under wraps.',
  filters: { all: 'All', available: 'Available', 'sold-out': 'Sold Out' },
  filterLabel: 'Filter sculptures',
  empty: 'No sculptures match the current filter.', // §2
  droppingSoon: 'Dropping Soon',
  lockedLabel: 'Locked — revealed at the next drop',
  loadFailed: 'Failed to fetch sculptures', // §8
  retry: 'Try again',
} as const;

export const DETAIL_COPY = {
  notFoundTitle: 'Sculpture Not Found', // §2
  notFoundText: "The sculpture you're looking for doesn't exist.", // §2
  viewCollection: 'View Collection',
  backToCollection: 'Back to Collection',
  inquire: 'Inquire About This Piece',
  details: 'Details',
  sizeToggleLabel: 'Choose a size',
  inSitu: 'In situ',
  scale: 'Scale',
  sizeTable: 'Size',
} as const;

export const JOURNAL_COPY = {
  title: 'Journal',
  tagline:
    'Behind-the-scenes stories from the studio: sketches, casts, chrome and the toys that started it all.',
  empty: 'No journal posts yet. Check back soon!', // §2
  back: 'Back to Journal',
  notFoundTitle: 'Post Not Found',
  notFoundText: 'This journal post does not exist or is no longer published.',
} as const;

/** §2 legal pages: titles and the exact fallback texts. */
export const LEGAL_COPY = {
  privacy: {
    title: 'Privacy Policy',
    fallback: 'Privacy policy content is being updated. Please check back soon.',
    loadFailed: 'Failed to fetch privacy content',
  },
  terms: {
    title: 'Terms of Service',
    fallback: 'Terms of service content is being updated. Please check back soon.',
    loadFailed: 'Failed to fetch terms content',
  },
} as const;

/** §2 global error screen, exact. */
export const ERROR_COPY = {
  title: 'Something went wrong',
  description: 'The page encountered an unexpected error. Please try refreshing.',
  refresh: 'Refresh Page',
} as const;
