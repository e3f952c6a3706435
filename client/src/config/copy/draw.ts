/** The words of a draw's page (/draws/<slug>/<size>). */
export const DRAW_COPY_PAGE = {
  eyebrow: 'A draw anyone can check',
  title: (piece: string, size: string) => `${piece}, ${size}`,
  loading: 'Opening the draw…',
  notFound: 'There is no draw for this piece and size.',
  state: {
    scheduled: 'Entries open at the release',
    open: 'Entries are open',
    closed: 'Entries have closed: drawing',
    drawn: 'Drawn',
  },
  intro: {
    scheduled:
      'Every entry confirmed by its emailed link before the close is in the draw, one per person. The first ones drawn are held a number each; the rest wait in the drawn order.',
    open: 'Enter once with your email address, then confirm with the link we email you before entries close. One entry per person: more addresses of one inbox count once.',
    closed:
      'The list of confirmed entries is fixed and published below. The seed and the order follow in a moment.',
    drawn:
      'The seed is published and the order follows from it. Find your entry code below, or check the whole draw in this browser.',
  },
  opens: 'Entries open',
  closes: 'Entries close',
  closed: 'Entries closed',
  closedEarly: 'Closed early by the studio',
  confirmedSoFar: 'Confirmed entries',
  commitment: {
    heading: 'Commitment',
    text: 'SHA-256 of the secret seed of 32 random bytes, fixed before entries opened. The seed is published after the close: its hash must be this.',
  },
  list: {
    heading: 'Confirmed entries',
    text: 'Every confirmed entry code, in ascending order, and the SHA-256 of the codes joined by line breaks.',
    hash: 'List hash',
    none: 'No entry was confirmed.',
  },
  seed: { heading: 'Seed', text: 'The secret, published after the close, as 64 hex digits.' },
  order: {
    heading: 'The drawn order',
    text: 'Each entry’s rank is the SHA-256 of the seed’s hex followed by the entry code; the smallest is drawn first.',
    find: 'Find your entry code',
    findPlaceholder: 'K7M2-QX9P',
    place: (code: string, place: number, total: number) => `${code} was drawn ${place} of ${total}.`,
    notFound: (code: string) => `${code} is not in the list of confirmed entries.`,
  },
  check: {
    heading: 'Check the draw yourself',
    text: 'This redoes the draw in your browser from the published values only.',
    button: 'Check the draw',
    running: 'Checking…',
    agrees: 'Everything agrees: this is the draw the commitment promised.',
    disagrees: 'Something does not agree. Please tell the studio.',
    howto:
      'Or in any language: sort the codes by SHA-256(seed + code) as hex text. The full algorithm is in the studio’s decision record on draws.',
  },
  form: {
    heading: 'Enter the draw',
    name: 'Name',
    email: 'Email',
    phone: 'Phone (optional)',
    submit: 'Enter the draw',
    sending: 'Entering…',
    failed: 'Your entry could not be sent. Please try again.',
    entered: (code: string) =>
      `Your entry code is ${code}. We have emailed you a link: confirm your entry with it before entries close, or it is not in the draw.`,
  },
  confirm: {
    heading: 'Confirm your entry',
    text: 'Press the button to confirm the entry this link was emailed for. Opening the link alone confirms nothing.',
    button: 'Confirm my entry',
    sending: 'Confirming…',
    failed: 'Your entry could not be confirmed. Please try again.',
    done: (code: string) => `Your entry ${code} is confirmed. It is in the draw.`,
  },
} as const;
