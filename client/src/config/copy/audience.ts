// The newsletter popup and joining a waitlist.

/** The newsletter popup; title, text and button text come from the popup settings. */
export const POPUP_COPY = {
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  maybeLater: 'Maybe Later',
  subscribing: 'Subscribing...',
} as const;

/** Joining a waitlist: the house's words. */
export const WAITLIST_COPY = {
  join: 'Join the Waitlist',
  joining: 'Joining...',
  title: 'Join the Waitlist',
  description: (title: string) =>
    `Be the first to know when ${title} is available. We'll send one email, no more.`,
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  droppingSoonHint: ': join the waitlist',
  soldOutNote: 'This edition is sold out. Join the waitlist to hear about a new casting or a returned piece.',
} as const;
