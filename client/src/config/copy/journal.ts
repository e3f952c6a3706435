// The journal list and post pages.

export const JOURNAL_COPY = {
  title: 'Journal',
  tagline:
    'Behind-the-scenes stories from the studio: sketches, casts, chrome and the toys that started it all.',
  empty: 'No journal posts yet. Check back soon!',
  back: 'Back to Journal',
  notFoundTitle: 'Post Not Found',
  notFoundText: 'This journal post does not exist or is no longer published.',
} as const;
