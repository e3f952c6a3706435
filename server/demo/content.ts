import { ROUTES } from '../../contract/page-paths';
import type { SalesSettings } from '../../contract/sales';
import type { SiteSettingKey } from '../../contract/site-settings';
import type { TimelineItemRow } from '../db/schema';
import type { DemoFigure } from './art/figures';

/** One sculpture of the fallback series, without its images (the seed renders those). */
export interface DemoSculpture {
  figure: DemoFigure;
  slug: string;
  title: string;
  tagline: string;
  intro: string;
  status: string;
  isLocked: boolean;
  isGreyscale: boolean;
  chart: {
    height100: string;
    width100: string;
    depth100: string;
    weight100: string;
    height450: string;
    width450: string;
    depth450: string;
    weight450: string;
  };
  edition100: string;
  edition450: string;
}

export const DEMO_SCULPTURES: DemoSculpture[] = [
  {
    figure: 'hero',
    slug: 'hero-kid',
    title: 'Hero Kid',
    tagline: 'Every Saturday morning, a cape made from a bath towel.',
    intro:
      'Hero Kid is the first piece of the series: a fist raised to the sky, a towel knotted at the neck, sneakers planted on the living-room carpet. Cast and hand-polished to a mirror finish, it reflects the room it stands in, the way those mornings reflected everything we wanted to be.',
    status: 'Available',
    isLocked: false,
    isGreyscale: false,
    chart: {
      height100: '12"',
      width100: '5.4"',
      depth100: '3.8"',
      weight100: '4.1 lb',
      height450: '54"',
      width450: '24.3"',
      depth450: '17.1"',
      weight450: '96 lb',
    },
    edition100: 'Limited Edition of 50',
    edition450: 'Limited Edition of 8',
  },
  {
    figure: 'gamer',
    slug: 'gamer-kid',
    title: 'Gamer Kid',
    tagline: 'One more level before dinner.',
    intro:
      'Hunched over a handheld console, thumbs mid-combo, Gamer Kid captures the total focus of a child who has just found the warp zone. The screen is polished flat so it catches light like a glowing display.',
    status: 'Available',
    isLocked: false,
    isGreyscale: false,
    chart: {
      height100: '12"',
      width100: '6.1"',
      depth100: '4.4"',
      weight100: '4.6 lb',
      height450: '54"',
      width450: '27.5"',
      depth450: '19.8"',
      weight450: '104 lb',
    },
    edition100: 'Limited Edition of 50',
    edition450: 'Limited Edition of 8',
  },
  {
    figure: 'boombox',
    slug: 'boom-box-kid',
    title: 'Boom Box Kid',
    tagline: 'The whole block heard the mixtape.',
    intro:
      'A boom box on the shoulder, twice the size it should be, speaker cones turned into mirrors. Boom Box Kid is the loudest piece of the series and the first to sell out: the remaining pieces are held for the archive.',
    status: 'Sold Out',
    isLocked: false,
    isGreyscale: true,
    chart: {
      height100: '12"',
      width100: '7.2"',
      depth100: '4.0"',
      weight100: '5.2 lb',
      height450: '54"',
      width450: '32.4"',
      depth450: '18"',
      weight450: '118 lb',
    },
    edition100: 'Limited Edition of 40',
    edition450: 'Limited Edition of 6',
  },
  {
    figure: 'vhs',
    slug: 'vhs-kid',
    title: 'VHS Kid',
    tagline: 'Be kind, rewind.',
    intro:
      'VHS Kid holds a cassette like a trophy on a Friday night at the rental store. The tape window is cut through the casting so light passes the reels. The next drop of the series.',
    status: 'Coming Soon',
    isLocked: false,
    isGreyscale: false,
    chart: {
      height100: '12"',
      width100: '5.0"',
      depth100: '3.6"',
      weight100: '3.9 lb',
      height450: '54"',
      width450: '22.5"',
      depth450: '16.2"',
      weight450: '91 lb',
    },
    edition100: 'Limited Edition of 50',
    edition450: 'Limited Edition of 8',
  },
  {
    figure: 'cereal',
    slug: 'cereal-kid',
    title: 'Cereal Kid',
    tagline: 'The prize is at the bottom of the box.',
    intro:
      'Cereal Kid digs for the toy at the bottom of a box almost as tall as they are. The final piece of the series is still in the foundry: it unlocks on drop day.',
    status: 'Coming Soon',
    isLocked: true,
    isGreyscale: false,
    chart: {
      height100: '12"',
      width100: '6.4"',
      depth100: '4.2"',
      weight100: '4.4 lb',
      height450: '54"',
      width450: '28.8"',
      depth450: '18.9"',
      weight450: '100 lb',
    },
    edition100: 'Limited Edition of 50',
    edition450: 'Limited Edition of 8',
  },
];

export const DEMO_ABOUT: {
  title: string;
  paragraphs: string[];
  timelineItems: TimelineItemRow[];
  ctaLabel: string;
  ctaHref: string;
} = {
  title: 'About the Studio',
  paragraphs: [
    'We make chrome sculptures of the characters we were: the kid in the cape, the kid with the console, the kid who knew every word of the mixtape. Each piece starts as a hand-sculpted figure, is cast in resin or metal, and is polished by hand until it becomes a mirror.',
    'Every edition is small and numbered. When an edition is gone, it is gone: no reprints, no open runs. Each piece ships with a signed certificate of authenticity.',
    'Two sizes exist for each figure: the 12 inch edition for a shelf or a desk, and the 54 inch edition, a presence in a room.',
  ],
  timelineItems: [
    {
      title: '2019 — The first sketch',
      body: 'A drawing of a kid in a towel cape, made on the back of a VHS sleeve.',
    },
    {
      title: '2021 — The foundry',
      body: 'The first chrome casting leaves the foundry after eleven failed pours.',
    },
    {
      title: '2023 — First drop',
      body: 'Hero Kid releases in an edition of 50 and finds collectors in 14 countries.',
    },
    {
      title: '2025 — The series',
      body: 'Five figures in two sizes, the kids we were cast in chrome: the first series is complete.',
    },
  ],
  ctaLabel: 'View the Collection',
  ctaHref: ROUTES.collection,
};

export const DEMO_JOURNAL = [
  {
    slug: 'inside-the-foundry',
    title: 'Inside the Foundry',
    excerpt: 'Eleven failed pours, one perfect mirror: how a Hero Kid is cast.',
    body: 'Every piece begins as wax. The wax figure is dipped in ceramic slurry again and again until a shell forms around it, then the wax is melted out and the shell is ready for metal.\n\nThe pour takes seconds. The polishing takes days: first coarse abrasives, then finer and finer compounds, until the surface reflects your face without distortion.\n\nWe still lose about one casting in ten. Those are melted down and poured again.',
    date: '2025-10-14',
    published: true,
  },
  {
    slug: 'why-chrome',
    title: 'Why Chrome?',
    excerpt: 'A mirror finish turns a memory into something that reflects the room it lives in.',
    body: 'The toys of our childhood were plastic and bright. We wanted the opposite: something that would last, and something that would change with the light.\n\nA chrome figure has no colour of its own. It takes the colours of the room, the window, the person looking at it. That felt right for a memory.',
    date: '2025-08-02',
    published: true,
  },
  {
    slug: 'cereal-kid-preview',
    title: 'A First Look at Cereal Kid',
    excerpt: 'The last figure of the series is almost ready. A preview before drop day.',
    body: 'Cereal Kid is the hardest piece we have made: the box is hollow, the prize is a separate casting.\n\nMore soon.',
    date: '2025-11-20',
    published: false,
  },
];

export const DEMO_SETTINGS: Partial<Record<SiteSettingKey, string>> = {
  'homepage-hero-media-type': 'photo',
  'homepage-hero-title': 'Chrome Nostalgia',
  'homepage-hero-description':
    'Premium limited-edition chrome sculptures of 80s and 90s youth culture: the heroes, gamers and mixtape kids we were, cast and polished to a mirror.',
  'artist-name': 'Alex Rivera',
  'artist-subtitle': 'Sculptor and founder',
  'artist-bio':
    'I grew up on Saturday-morning cartoons, rented tapes and handheld consoles.\nThese sculptures are my way of keeping those mornings: every figure is a kid I knew, or the kid I was.\nEach piece is sculpted by hand, cast in small runs and polished until it shines like the memory feels.',
  'artist-media-type': 'photo',
  'artist-contact': 'Talk to the Artist',
  'limited-editions-title': 'Current Limited Editions',
  'limited-editions-content':
    'Small, numbered editions in two sizes. When an edition is gone, it does not come back.',
};

/**
 * What `npm run demo` turns on besides the content, which a clean site (and the journeys' demo
 * server) leaves off: prices and a way to pay, the newsletter popup, double opt-in, and sample
 * privacy and terms texts.
 */
export const DEMO_FEATURES = {
  /**
   * A shop that sells: prices on every piece (minor units, euros with VAT included) and bank
   * transfer with a sample account, so a confirmed hold opens an order with its invoice. Card
   * payments need the server's Stripe keys, which a demo does not have.
   */
  sales: {
    settings: {
      currency: 'EUR',
      taxRatePercent: 20,
      pricesIncludeTax: true,
      seller: {
        legalName: 'Vitrine Demo Studio',
        address: '12 Foundry Lane\n1010 Vienna\nAustria',
        taxId: 'ATU00000000',
      },
      bankTransfer: {
        enabled: true,
        accountHolder: 'Vitrine Demo Studio',
        // The example IBAN of the standard: it passes every check and reaches no account.
        iban: 'DE89 3704 0044 0532 0130 00',
        bic: 'COBADEFFXXX',
        daysToPay: 7,
      },
      card: { enabled: false, minutesToPay: 60 },
    } satisfies SalesSettings,
    /** Per slug: the 12 inch and the 54 inch price. */
    prices: {
      'hero-kid': { price100: 450_00, price450: 2_400_00 },
      'gamer-kid': { price100: 450_00, price450: 2_400_00 },
      'boom-box-kid': { price100: 520_00, price450: 2_900_00 },
      'vhs-kid': { price100: 480_00, price450: 2_600_00 },
      'cereal-kid': { price100: 450_00, price450: 2_400_00 },
    } as Record<string, { price100: number; price450: number }>,
  },
  popup: {
    enabled: true,
    delaySeconds: 8,
    title: 'Hear of the next drop first',
    content: 'Subscribers hear of each new figure a day before it appears in the collection.',
    buttonText: 'Subscribe',
  },
  doubleOptIn: true,
  legal: {
    privacy_content: [
      'This is the demo’s sample privacy policy: replace it under Site Settings before the site goes live.',
      'We keep the name, email and message you send with an inquiry or a reservation to answer you and complete a sale, and delete closed inquiries and ended reservations after the months set in Site Settings.',
      'Your email address receives the newsletter or a waitlist’s news only after you confirm it, and every email has a link that ends them at once.',
      'We share nothing with anyone but the mail provider that delivers our emails. Write to us to see, correct or erase what we keep of you.',
    ].join('\n\n'),
    terms_content: [
      'These are the demo’s sample terms: replace them under Site Settings before the site goes live.',
      'Each sculpture is cast in a numbered limited edition. A reservation holds a number for you while you confirm it and while the studio completes the sale with you; it is not a sale until the studio confirms it.',
      'Each sold number comes with a certificate of authenticity, which passes to the next owner when the piece is resold.',
    ].join('\n\n'),
  } satisfies Partial<Record<SiteSettingKey, string>>,
};
