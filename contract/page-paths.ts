/*
 * The path patterns of the page table (pages.ts), on their own: public pages download them (the
 * router's routes and every link), and nothing else of the table.
 */

/** Every page of the site. Route patterns (`:name` is one path segment), the router's syntax. */
export const ROUTES = {
  home: '/',
  collection: '/collection',
  sculpture: '/sculptures/:slug',
  /** The same detail page under /collection, the second path to it. */
  collectionSculpture: '/collection/:slug',
  about: '/about',
  contact: '/contact',
  journal: '/journal',
  journalPost: '/journal/:slug',
  privacy: '/privacy',
  terms: '/terms',
  /** Where each newsletter's unsubscribe link lands; not in the navigation: it is reached only from an email. */
  unsubscribe: '/unsubscribe',
  /** Where a waitlist email's leave link lands; reached only from that email. */
  waitlistLeave: '/waitlist/leave',
  /** Where the subscribe forms post without script, and the page that answers (not in the navigation). */
  newsletter: '/newsletter',
  /** The waitlist form of one piece, for a visitor whose browser has not run the script. */
  waitlist: '/waitlist',
  /** Where a double opt-in email's link lands; reached only from that email. */
  confirm: '/confirm',
  /** The check of a certificate of authenticity: a form taking a code, and what its QR code opens. */
  verify: '/verify',
  verifyCode: '/verify/:code',
  /** The no-script reservation form of one piece and size: `/reserve?piece=<slug>&size=100`. */
  reserve: '/reserve',
  /** Where a reservation email's link lands; reached only from that email. */
  reservationConfirm: '/reserve/confirm',
  /** A collector's order: its personal link, from the emails of a held number with a price. */
  order: '/orders/:token',
  /** A collector's own page: sign in by emailed code, then their pieces, orders and resales. */
  account: '/account',
  /** A size sold by a draw: its commitment, entry form, published list, seed and order, checked in the page. */
  draw: '/draws/:slug/:size',
  adminLogin: '/admin/login',
  /** Where an invitation to the studio's staff is accepted (its emailed link carries the token). */
  adminInvite: '/admin/invite',
  admin: '/admin',
} as const;

/** A page's path (or a call's) with its `:name` segments filled, each encoded. */
export function pathOf(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The paths of pages that take a value, built from their patterns: every link the site writes. */
export const PAGE_LINKS = {
  sculpture: (slug: string) => pathOf(ROUTES.sculpture, { slug }),
  journalPost: (slug: string) => pathOf(ROUTES.journalPost, { slug }),
  /** The contact form with a piece preselected. */
  contactAbout: (piece: string) => `${ROUTES.contact}?${new URLSearchParams({ piece })}`,
  /** The waitlist of one piece, named by its title as the waitlist call has it. */
  waitlistFor: (piece: string) => `${ROUTES.waitlist}?${new URLSearchParams({ piece })}`,
  /** The reservation form of one piece (by slug) and size. */
  reserveFor: (slug: string, size: '100' | '450') =>
    `${ROUTES.reserve}?${new URLSearchParams({ piece: slug, size })}`,
} as const;

// The links only the server writes stand apart from PAGE_LINKS, so public pages do not download them.

/** A certificate's check: what its QR code opens. */
export const verifyCodePath = (code: string) => pathOf(ROUTES.verifyCode, { code });

/** A page an email's link opens, carrying the mail's token: confirm, unsubscribe, leave a waitlist. */
export const withToken = (page: string, token: string) => `${page}?${new URLSearchParams({ token })}`;

/** A path of the site as an absolute URL under its public address (a trailing slash there is dropped). */
export const absoluteUrl = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;
