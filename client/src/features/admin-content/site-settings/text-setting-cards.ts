import { BRAND_NAME } from '@contract/brand';
import { REPLY_TO_EMAIL_MESSAGE, type SiteSettingKey } from '@contract/site-settings';

export interface TextSettingField {
  key: SiteSettingKey;
  label: string;
  /** A textarea of this many rows; a single-line input when absent. */
  rows?: number;
  hint?: string;
  /** Saving is disabled while this field is blank after trimming. */
  required?: boolean;
  /** The field holds one email address (or nothing): anything else is refused with this message. */
  email?: string;
  /** The toast when reading the current value fails. */
  fetchFailure: string;
}

export interface TextSettingCardConfig {
  title: string;
  description?: string;
  fields: readonly TextSettingField[];
  saveLabel: string;
  /** The toast when saving fails. */
  saveFailure: string;
  /** Long texts take the full width of the settings grid. */
  wide?: boolean;
}

/** The text cards of the Site Settings tab and the keys each one edits. */
export const TEXT_SETTING_CARDS = {
  heroTitle: {
    title: 'Homepage Hero Title',
    description: 'The headline over the homepage hero.',
    fields: [
      {
        key: 'homepage-hero-title',
        label: 'Hero Title',
        required: true,
        fetchFailure: 'Failed to fetch hero title setting',
      },
    ],
    saveLabel: 'Save Title',
    saveFailure: 'Failed to update hero title setting',
  },
  heroDescription: {
    title: 'Homepage Hero Description',
    description: 'The line under the logo in the homepage hero.',
    fields: [
      {
        key: 'homepage-hero-description',
        label: 'Hero Description',
        rows: 3,
        required: true,
        fetchFailure: 'Failed to fetch hero description setting',
      },
    ],
    saveLabel: 'Save Description',
    saveFailure: 'Failed to update hero description setting',
  },
  artist: {
    title: 'Artist Section',
    description: "The creator section on the homepage. Empty fields use the site's built-in text.",
    fields: [
      { key: 'artist-name', label: 'Artist Name', fetchFailure: 'Failed to fetch artist name setting' },
      { key: 'artist-subtitle', label: 'Subtitle', fetchFailure: 'Failed to fetch artist subtitle setting' },
      {
        key: 'artist-bio',
        label: 'Bio',
        rows: 5,
        hint: 'Each line becomes its own paragraph.',
        fetchFailure: 'Failed to fetch artist bio setting',
      },
      {
        key: 'artist-contact',
        label: 'Contact Button Label',
        fetchFailure: 'Failed to fetch artist contact setting',
      },
    ],
    saveLabel: 'Save Artist Section',
    saveFailure: 'Failed to update artist setting',
  },
  limitedEditions: {
    title: 'Limited Editions Section',
    description: 'The homepage section above the first three sculptures. Empty fields use the built-in text.',
    fields: [
      {
        key: 'limited-editions-title',
        label: 'Section Title',
        fetchFailure: 'Failed to fetch limited editions title setting',
      },
      {
        key: 'limited-editions-content',
        label: 'Section Content',
        rows: 4,
        fetchFailure: 'Failed to fetch limited editions content setting',
      },
    ],
    saveLabel: 'Save Limited Editions',
    saveFailure: 'Failed to update limited editions setting',
  },
  emailSender: {
    title: 'Email Sender',
    description: `Who the site's emails come from, and where collectors' answers to them go.`,
    fields: [
      {
        key: 'email-sender-name',
        label: 'Sender Name',
        hint: `As collectors see it in their inbox, beside the site address. Empty uses the name in the server's mail address if your host set one, else ${BRAND_NAME}.`,
        fetchFailure: 'Failed to fetch email sender setting',
      },
      {
        key: 'reply-to-email',
        label: 'Replies go to',
        hint: "The site's emails come from an address nobody reads; a collector who answers your reply, a reservation, a certificate or a newsletter reaches this address. Empty uses the server's NOTIFY_EMAIL, if your host set one.",
        email: REPLY_TO_EMAIL_MESSAGE,
        fetchFailure: 'Failed to fetch email sender setting',
      },
    ],
    saveLabel: 'Save Email Sender',
    saveFailure: 'Failed to update email sender setting',
  },
  privacy: {
    title: 'Privacy Policy Content',
    description: 'The text of /privacy. Line breaks are kept; leave empty for the placeholder notice.',
    fields: [
      {
        key: 'privacy_content',
        label: 'Privacy Policy',
        rows: 10,
        fetchFailure: 'Failed to fetch privacy content',
      },
    ],
    saveLabel: 'Save Privacy Policy',
    saveFailure: 'Failed to update privacy content',
    wide: true,
  },
  terms: {
    title: 'Terms of Service Content',
    description: 'The text of /terms. Line breaks are kept; leave empty for the placeholder notice.',
    fields: [
      {
        key: 'terms_content',
        label: 'Terms of Service',
        rows: 10,
        fetchFailure: 'Failed to fetch terms content',
      },
    ],
    saveLabel: 'Save Terms of Service',
    saveFailure: 'Failed to update terms content',
    wide: true,
  },
} as const satisfies Record<string, TextSettingCardConfig>;

/** Every key the text cards read; the tab waits for all of them before showing the cards. */
export const TEXT_SETTING_KEYS: readonly SiteSettingKey[] = Object.values(TEXT_SETTING_CARDS).flatMap(
  (card) => card.fields.map((field) => field.key),
);
