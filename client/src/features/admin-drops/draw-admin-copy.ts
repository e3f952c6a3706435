/** The owner's words for draws on the drop screen. */
export const DRAW_ADMIN_COPY = {
  saleMode: (size: string) => `How the ${size} is sold`,
  modes: { 'first-come': 'First come', draw: 'Draw' },
  window: 'Draw entries open for',
  windowHint: 'From the release. Fixed once entries open.',
  panel: {
    title: 'Draws',
    description: 'Entries, confirmations and the result of each size sold by a draw.',
    none: 'No size of this piece is sold by a draw. Choose "Draw" for a size and save the drop.',
    loading: 'Loading the draws...',
    failed: 'The draws could not be loaded.',
  },
  state: {
    scheduled: 'Scheduled: entries open at the release',
    open: 'Open for entries',
    closed: 'Closed, drawing',
    drawn: 'Drawn',
  },
  entries: 'Entries',
  confirmed: 'Confirmed',
  withoutChallenge: 'Sent without a solved challenge',
  held: 'Drawn and held a number',
  waiting: 'Waiting in the drawn order',
  closesAt: 'Entries close',
  closedAt: 'Entries closed',
  closedEarly: 'Closed early',
  publicPage: 'Open the draw page',
  close: {
    button: 'Close entries now',
    title: 'Close entries and draw now?',
    description: (size: string, confirmed: number) =>
      `Entries for the ${size} close now and the draw runs at once among the ${confirmed} confirmed ${confirmed === 1 ? 'entry' : 'entries'}. A draw cannot be re-opened or drawn again.`,
    confirm: 'Close and draw',
    pending: 'Closing...',
    done: 'Entries closed and drawn',
    doneText: (confirmed: number) => `${confirmed} confirmed ${confirmed === 1 ? 'entry' : 'entries'} drawn.`,
    failed: { title: 'Error', fallback: 'Failed to close the draw' },
  },
} as const;

/** The windows offered, in minutes: 15 minutes to 7 days. */
export const DRAW_WINDOWS: { minutes: number; label: string }[] = [
  { minutes: 15, label: '15 minutes' },
  { minutes: 30, label: '30 minutes' },
  { minutes: 60, label: '1 hour' },
  { minutes: 120, label: '2 hours' },
  { minutes: 360, label: '6 hours' },
  { minutes: 720, label: '12 hours' },
  { minutes: 1440, label: '1 day' },
  { minutes: 2880, label: '2 days' },
  { minutes: 4320, label: '3 days' },
  { minutes: 10080, label: '7 days' },
];
