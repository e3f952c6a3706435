import { BRAND_NAME, BRAND_TAGLINE } from './brand';

/**
 * The document title of every page, written once: the server puts it in the rendered <title>,
 * and the client sets the same one after each navigation. Plain code, no zod (public entry).
 */
export const PAGE_NAMES = {
  collection: 'Collection',
  about: 'About',
  contact: 'Contact',
  journal: 'Journal',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  admin: 'Admin',
  unsubscribe: 'Unsubscribe',
  waitlistLeave: 'Leave the Waitlist',
  confirm: 'Confirm',
  verify: 'Verify a Certificate',
  reservationConfirm: 'Confirm Your Request',
  order: 'Your Order',
  account: 'Your Collection',
  draw: 'The Draw',
  sculptureNotFound: 'Sculpture Not Found',
  postNotFound: 'Post Not Found',
} as const;

/** An inner page: its name, then the brand. */
export const namedTitle = (name: string) => `${name} | ${BRAND_NAME}`;

/** Home: the hero title the admin set (or the brand), then the tagline. */
export const homeTitle = (heroTitle: string | null | undefined) =>
  `${heroTitle ?? BRAND_NAME} — ${BRAND_TAGLINE}`;

/** A sculpture: its SEO title when set; a locked teaser shows no more than its name. */
export function sculptureTitle(sculpture: {
  title: string;
  seoTitle?: string | null;
  isLocked: string;
}): string {
  if (sculpture.isLocked === 'false' && sculpture.seoTitle) return sculpture.seoTitle;
  return namedTitle(sculpture.title);
}
