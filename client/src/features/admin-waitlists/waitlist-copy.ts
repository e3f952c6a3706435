/** The Waitlists tab's own words (the list texts stay in the tab). */
export const WAITLIST_ADMIN_COPY = {
  loadFailed: 'Failed to fetch waitlists',
  members: (count: number) => `${count} member${count === 1 ? '' : 's'}`,
  available: 'Available',
  notAvailable: 'Not available',
  notEmailed: 'Not emailed yet',
  emailedWhenAvailable: 'Emailed when it becomes available',
  emailed: (date: string) => `Emailed ${date}`,
  delivered: (count: number) => `${count} delivered`,
  failed: (count: number) => `${count} failed`,
  sending: (count: number) => `${count} sending`,
  left: (count: number) => `${count} left before it went out`,
  waiting: (count: number) => `${count} not yet emailed`,
  list: {
    title: 'Members',
    hint: 'Everyone on a waitlist, newest first; the sculpture they joined is in parentheses.',
    search: 'Search members',
    searchPlaceholder: 'Email address or sculpture',
    piece: 'Sculpture',
    allPieces: 'All sculptures',
    noMatch: 'No member matches this search',
    noun: ['member', 'members'] as const,
    /** Members yet to confirm by email (double opt-in): they are emailed once they have. */
    pendingTotal: (count: number) => `${count.toLocaleString('en-US')} pending confirmation`,
  },
  notify: {
    button: 'Notify now',
    label: (title: string) => `Notify now: ${title}`,
    title: 'Email this waitlist now?',
    description: (count: number, title: string) =>
      `${count} member${count === 1 ? '' : 's'} not yet emailed will get one email saying ${title} is available. Nobody gets it twice.`,
    confirm: 'Notify now',
    pending: 'Notifying...',
    done: 'Waitlist Notified',
    failed: { title: 'Error', fallback: 'Failed to notify the waitlist' },
  },
} as const;
