/*
 * The keys of the site settings, in plain code (no zod): the page table reads them to say which
 * settings a page shows, and it is part of what public pages download.
 */

/** What Home shows: the hero, the artist section and the limited-editions text. */
export const HOME_SETTING_KEYS = [
  'homepage-hero-image',
  'homepage-hero-video',
  'homepage-hero-media-type',
  /** Where the hero photo's subject is, 'x% y%': the public hero keeps that point in view. */
  'homepage-hero-focal-point',
  'homepage-hero-title',
  'homepage-hero-description',
  'artist-name',
  'artist-subtitle',
  'artist-bio',
  'artist-image',
  'artist-video',
  'artist-media-type',
  'artist-contact',
  'limited-editions-title',
  'limited-editions-content',
] as const;

/** The legal texts: each is the whole of its own page. */
export const LEGAL_SETTING_KEYS = ['privacy_content', 'terms_content'] as const;

/**
 * What the site's emails say of it (no page shows them): the sender's display name, and the
 * address a reader's answer goes to (the Reply-To of every email that invites one).
 */
export const EMAIL_SETTING_KEYS = ['email-sender-name', 'reply-to-email'] as const;

/** Every site setting's key, and the sender's name; the server accepts no other. */
export const SITE_SETTING_KEYS = [
  ...HOME_SETTING_KEYS,
  ...LEGAL_SETTING_KEYS,
  ...EMAIL_SETTING_KEYS,
] as const;
