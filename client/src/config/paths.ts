import { PAGE_LINKS, ROUTES } from '@contract/page-paths';

/** Every route of the site: its pattern for the router (the page table's), and builders for links. */
export { ROUTES };

export const paths = {
  ...ROUTES,
  sculpture: PAGE_LINKS.sculpture,
  journalPost: PAGE_LINKS.journalPost,
  contactAbout: PAGE_LINKS.contactAbout,
  waitlistFor: PAGE_LINKS.waitlistFor,
  reserveFor: PAGE_LINKS.reserveFor,
} as const;
