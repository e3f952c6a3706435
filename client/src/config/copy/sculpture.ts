// The sculpture detail page and its fullscreen viewer.

export const DETAIL_COPY = {
  notFoundTitle: 'Sculpture Not Found',
  notFoundText: "The sculpture you're looking for doesn't exist.",
  viewCollection: 'View Collection',
  backToCollection: 'Back to Collection',
  inquire: 'Inquire About This Piece',
  details: 'Details',
  /** The row of the details saying what is left of the size shown. */
  remaining: 'Availability',
  /** The row of the details saying what the size shown costs. */
  price: 'Price',
  sizeToggleLabel: 'Choose a size',
  inSitu: 'In situ',
  inSituPrevious: 'Scroll in-situ photos back',
  inSituNext: 'Scroll in-situ photos forward',
  viewFullscreen: 'view fullscreen',
  scale: 'Scale',
  sizeTable: 'Size',
} as const;

/** A size without a price: the studio is asked, as before prices (the inquiry path). */
export const PRICE_ON_REQUEST = 'Price on request';

/** A locked piece's page: its teaser until the drop (decision 12). */
export const TEASER_COPY = {
  eyebrow: 'Dropping Soon',
  text: 'This piece is still under wraps. Join the waitlist and we will email you the moment it is revealed.',
  dropsIn: 'Drops in',
  droppingNow: 'Dropping now…',
} as const;

/** The fullscreen image viewer. */
export const VIEWER_COPY = {
  counter: (position: number, total: number) => `${position} of ${total}`,
  previous: 'Previous image',
  next: 'Next image',
  close: 'Close viewer',
  open: (label: string) => `View ${label} fullscreen`,
  showImage: (position: number, total: number) => `Show image ${position} of ${total}`,
} as const;
