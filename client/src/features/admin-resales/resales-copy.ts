import { TRANSFER_STATE_LABELS, type TransferState } from '@contract/account';

/** The owner's words for collectors' resales in the dashboard. */
export const RESALES_COPY = {
  title: 'Resales',
  description:
    'Resales collectors start from their own page: the owner of a certificate names a buyer, the buyer accepts within 14 days, and the certificate passes to them. Block one that is disputed.',
  loading: 'Loading resales...',
  loadFailed: 'Failed to fetch resales',
  empty: 'No resales yet',
  emptyHint: 'When a collector starts the resale of a piece from their page, it appears here.',
  noneInState: 'No resale in this state',
  show: 'Show',
  all: (count: number) => `All (${count})`,
  stateOption: (label: string, count: number) => `${label} (${count})`,
  states: TRANSFER_STATE_LABELS,
  from: 'From',
  to: 'To',
  erasedSeller: 'Collector erased',
  started: (on: string) => `Started ${on}`,
  ended: {
    open: (until: string) => `Waits until ${until}`,
    accepted: (on: string) => `Accepted ${on}`,
    cancelled: (on: string) => `Cancelled ${on}`,
    lapsed: (on: string) => `Lapsed ${on}`,
    blocked: (on: string) => `Blocked ${on}`,
  } satisfies Record<TransferState, (on: string) => string>,
  certificate: 'Certificate',
  newCertificate: 'Buyer’s certificate',
  blockedBecause: 'Reason given',
  notedPrice: 'Price the seller noted',
  notedPriceHint: 'Private: only the seller and the studio see it.',
  agreedOn: (on: string) => `agreed ${on}`,
  block: 'Block resale',
  blocking: 'Blocking...',
  reason: 'Reason, told to both collectors',
  reasonPlaceholder: 'e.g. The piece is reported stolen; we are looking into it.',
  cancel: 'Cancel',
  ownerOnly: 'Only the owner can block a resale.',
  confirm: {
    title: 'Block this resale?',
    description: (piece: string) =>
      `${piece} stays with its seller, and the buyer can no longer accept. Both collectors are emailed your reason. This cannot be undone: the seller may start a new resale later.`,
  },
  blocked: 'Resale blocked',
  blockedTold: 'Both collectors have been emailed your reason.',
  blockFailed: { title: 'Resale not blocked', fallback: 'The resale could not be blocked. Try again.' },
} as const;
