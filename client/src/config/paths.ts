import { ROUTES } from '@contract/routes';

/** Every route of §2: its pattern for the router (the page table's), and builders for links. */
export { ROUTES };

export const paths = {
  ...ROUTES,
  sculpture: (slug: string) => `/sculptures/${encodeURIComponent(slug)}`,
  journalPost: (slug: string) => `/journal/${encodeURIComponent(slug)}`,
  /** The contact form with a piece preselected. */
  contactAbout: (piece: string) => `/contact?${new URLSearchParams({ piece })}`,
  /** The waitlist of one piece, named by its title as the waitlist call has it. */
  waitlistFor: (piece: string) => `/waitlist?${new URLSearchParams({ piece })}`,
  /** The reservation form of one piece (by slug) and size. */
  reserveFor: (slug: string, size: '100' | '450') => `/reserve?${new URLSearchParams({ piece: slug, size })}`,
} as const;
