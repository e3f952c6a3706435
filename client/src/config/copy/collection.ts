// The collection grid and its cards (§2, §4).

export const COLLECTION_COPY = {
  eyebrow: 'The Collection',
  title: 'Chrome, cast in small numbers',
  intro: 'Every sculpture in the series, from pieces you can inquire about today to those still under wraps.',
  filters: { all: 'All', available: 'Available', 'sold-out': 'Sold Out' },
  filterLabel: 'Filter sculptures',
  empty: 'No sculptures match the current filter.', // §2
  droppingSoon: 'Dropping Soon',
  lockedLabel: 'Locked — revealed at the next drop',
  loadFailed: 'Failed to fetch sculptures', // §8
  retry: 'Try again',
} as const;
