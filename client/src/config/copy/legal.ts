// The legal pages.

/** Legal pages: titles and the exact fallback texts. */
export const LEGAL_COPY = {
  privacy: {
    title: 'Privacy Policy',
    fallback: 'Privacy policy content is being updated. Please check back soon.',
    loadFailed: 'Failed to fetch privacy content',
  },
  terms: {
    title: 'Terms of Service',
    fallback: 'Terms of service content is being updated. Please check back soon.',
    loadFailed: 'Failed to fetch terms content',
  },
} as const;
