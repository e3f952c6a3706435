// The collection grid and its cards.

export const COLLECTION_COPY = {
  eyebrow: 'The Collection',
  title: 'Chrome, cast in small numbers',
  intro: 'Every sculpture in the series, from pieces you can inquire about today to those still under wraps.',
  filters: { all: 'All', available: 'Available', 'sold-out': 'Sold Out' },
  filterLabel: 'Filter sculptures',
  empty: 'No sculptures match the current filter.',
  // A site whose collection has no piece yet (a fresh install): a promise, not a broken grid.
  noneYetTitle: 'The first pieces are being cast',
  noneYetText:
    'New editions are announced here first. Tell us what you collect and we will write when they land.',
  noneYetCta: 'Contact Gallery',
  droppingSoon: 'Dropping Soon',
  lockedLabel: 'Locked — revealed at the next drop',
  loadFailed: 'Failed to fetch sculptures',
  retry: 'Try again',
} as const;
