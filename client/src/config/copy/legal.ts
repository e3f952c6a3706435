// The legal pages.

/** Legal pages: titles and the exact fallback texts. */
export const LEGAL_COPY = {
  privacy: {
    title: 'Privacy Policy',
    fallback: 'Privacy policy content is being updated. Please check back soon.',
    /** What the site counts of visits (decision 45), said under the fallback until the owner writes their own. */
    counted:
      'What this site counts: each page view whose page runs its script, by page, day and the site or ' +
      'campaign that linked to it. Visitors are told apart for one day only, by a code made from the ' +
      'network address and browser with a key that changes every day and is deleted after it. No ' +
      'address, cookie or anything stored in your browser is kept, and nothing is shared with anyone. ' +
      'Browsers that send Do Not Track or Global Privacy Control, and visits without script, are not counted.',
    loadFailed: 'Failed to fetch privacy content',
  },
  terms: {
    title: 'Terms of Service',
    fallback: 'Terms of service content is being updated. Please check back soon.',
    loadFailed: 'Failed to fetch terms content',
  },
} as const;
