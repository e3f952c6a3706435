/** How the brand's emails look, in its dark chrome: the composer, the sample, waitlist emails and the newsletter footer. */
export const EMAIL_FONT = 'Helvetica,Arial,sans-serif';

export const EMAIL_INK = {
  page: '#0a0a0b',
  card: '#141416',
  rule: '#26262b',
  text: '#f4f4f5',
  body: '#d4d4d8',
  muted: '#a1a1aa',
} as const;

/**
 * The newsletter's unsubscribe footer, which sits on whatever page the owner's HTML paints, light
 * or dark: a middle grey readable on both.
 */
export const EMAIL_FOOTER_GREY = '#777777';

/** The one accent: buttons. */
export const EMAIL_ACCENT = '#ffd900';

/** The content column: what most mail apps show without scaling. */
export const EMAIL_WIDTH = 600;
export const EMAIL_PADDING = 32;
export const EMAIL_CONTENT_WIDTH = EMAIL_WIDTH - 2 * EMAIL_PADDING;

/** Mail apps that drop gradients show the flat silver behind it. */
export const CHROME_RULE =
  'background-color:#b8b8c0;background-image:linear-gradient(90deg,#6b6b75 0%,#fafafa 45%,#b8b8c0 55%,#e4e4e7 100%)';
