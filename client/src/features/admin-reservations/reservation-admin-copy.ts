import { COLLECTOR_CONFIRM_MINUTES } from '@contract/reservation-copy';

/** The owner's words for reservations on the dashboard. */
export const RESERVATION_ADMIN_COPY = {
  title: 'Reservations',
  piece: 'Piece',
  choosePiece: 'Choose a piece',
  loading: 'Loading reservations...',
  loadFailed: { title: 'Error', fallback: 'Failed to fetch reservations' },
  empty: 'No reservation requests for this piece yet',
  emptyHint: 'Collectors reserve from the piece’s page while it is Available and numbers are left.',
  noPieces: 'No sculptures in the collection yet',
  place: (position: number) => `No. ${position}`,
  /** The piece picker's mark: what needs the owner, or that everything is settled. */
  pieceOption: (title: string, open: number, total: number) =>
    total === 0
      ? title
      : open > 0
        ? `${title} — ${open} open ${open === 1 ? 'request' : 'requests'}`
        : `${title} — ${total} ${total === 1 ? 'request' : 'requests'}, all settled`,
  lineSummary: (total: number, counts: Record<string, number>) =>
    [
      `${total.toLocaleString('en-US')} ${total === 1 ? 'request' : 'requests'}`,
      ...(['held', 'waiting', 'sold'] as const)
        .filter((state) => counts[state]! > 0)
        .map((state) => `${counts[state]!.toLocaleString('en-US')} ${state}`),
    ].join(' · '),
  page: {
    showing: (from: number, to: number, total: number) =>
      `Requests ${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
    previous: 'Previous page',
    next: 'Next page',
    loading: 'Loading the page...',
  },
  number: (number: number) => `Edition number ${number}`,
  /** A request sent without the page's check (no script running): its email link is its only check. */
  unsolved: 'No script',
  unsolvedHint:
    'Sent without the page’s check (no script running): only its email link shows a person sent it.',
  confirmedByCollector: 'Confirmed by the collector',
  notConfirmed: `Not confirmed yet: lapses ${COLLECTOR_CONFIRM_MINUTES} minutes after the hold`,
  asked: (age: string) => `Asked ${age}`,
  lapses: (when: string) => `Lapses ${when}`,
  lapsed: {
    unconfirmed: 'Lapsed: not confirmed in time',
    unanswered: 'Lapsed: not decided in time',
    'sold-out': 'Closed: every number found a collector (told by email)',
    unpaid: 'Lapsed: not paid in time (number passed on)',
  },
  email: { pending: 'Email going out', sent: 'Emailed', failed: 'Email failed' },
  confirm: {
    button: 'Confirm Sale',
    title: 'Confirm this sale?',
    description: (name: string, number: number | null) =>
      number === null
        ? `${name} will be sold the next free number of this size and emailed it.`
        : `${name} will be sold number ${number}, held for them, and emailed it. Choose another free number below if you wish.`,
    numberLabel: 'Edition number',
    heldNumber: (number: number) => `No. ${number} (held for this request)`,
    nextFree: 'The next free number',
    freeNumber: (number: number) => `No. ${number} (free)`,
    loadingFree: 'Reading the free numbers of this size...',
    noOtherFree: 'No other number of this size is free.',
    freeFailed: 'The free numbers could not be read; the sale takes the number shown.',
    confirm: 'Confirm Sale',
    pending: 'Confirming...',
    done: 'Sale confirmed',
    doneText: (name: string, number: number) => `${name} has been emailed edition number ${number}.`,
    failed: { title: 'Error', fallback: 'Failed to confirm the sale' },
  },
  release: {
    button: 'Release',
    title: 'Release this request?',
    description: (name: string) =>
      `${name} will be told their request cannot be completed, and a number held for them goes to the next in line.`,
    confirm: 'Release',
    pending: 'Releasing...',
    done: 'Request released',
    failed: { title: 'Error', fallback: 'Failed to release the request' },
  },
  setting: {
    title: 'Holds awaiting your decision',
    label: 'Days a confirmed hold waits for you',
    hint: 'After this many days without Confirm Sale or Release, the hold lapses and its number goes to the next in line.',
    save: 'Save',
    saving: 'Saving...',
    saved: 'Setting saved',
    failed: { title: 'Error', fallback: 'Failed to save the reservation setting' },
  },
  digest: {
    title: 'Morning email',
    label: 'Email me each morning the holds waiting for my decision',
    sentTo: (address: string) =>
      `Sent to ${address} on mornings when a collector's confirmed hold waits for Confirm Sale or Release. You are also emailed the moment a collector confirms.`,
    nowhere: 'No address to send it to: set Replies go to in Site Settings (or NOTIFY_EMAIL on the server).',
  },
  sizes: { '100': '12 inch', '450': '54 inch' } as const,
} as const;
