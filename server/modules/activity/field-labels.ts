import type { ActivityEntity } from '../../../contract/activity';
import { SIZE_MODEL_LABELS, type SizeModel } from '../../../contract/limits';
import { SIZE_CHART_FIELDS, SIZE_CHART_LABELS } from '../../../contract/sculpture';
import type { SiteSettingKey } from '../../../contract/site-settings';

/** 'Height (12 inch)': a size-chart field of one size. */
const sizeChartLabels = Object.fromEntries(
  (Object.keys(SIZE_MODEL_LABELS) as SizeModel[]).flatMap((model) =>
    SIZE_CHART_FIELDS.map((field) => [
      `${field}${model}`,
      `${SIZE_CHART_LABELS[field]} (${SIZE_MODEL_LABELS[model]})`,
    ]),
  ),
);

const NEWSLETTER_FIELDS = {
  subject: 'Subject',
  // The composer saves the letter three ways (the email's HTML, its plain text, the editor's
  // document): to the owner it is one thing they wrote.
  htmlContent: 'Content',
  textContent: 'Content',
  design: 'Content',
  sendAt: 'Send time',
  releaseSculptureId: 'Release',
};

/**
 * The owner's words for the fields a write changed, as the dashboard's forms label them. A
 * field missing here is left out of the log rather than shown by its code name: draftId, the
 * composer's design document and the like are how a form is stored, not what the owner edited.
 */
const FIELD_LABELS: Partial<Record<ActivityEntity, Record<string, string>>> = {
  sculpture: {
    title: 'Title',
    slug: 'Slug',
    tagline: 'Tagline',
    intro: 'Introduction',
    medium: 'Medium',
    sizes: 'Sizes',
    edition: 'Edition',
    finish: 'Finish',
    certificate: 'Certificate',
    status: 'Status',
    isGreyscale: 'Greyscale images',
    isLocked: 'Locked',
    published: 'Shown on the public site',
    releaseAt: 'Release time',
    imageCount: 'Image count',
    placeholderType: 'Placeholder type',
    seoTitle: 'SEO title',
    seoDescription: 'SEO description',
    statusAtRelease: 'Status at release',
    editionSize100: `${SIZE_MODEL_LABELS['100']} edition size`,
    editionSize450: `${SIZE_MODEL_LABELS['450']} edition size`,
    saleMode100: `How the ${SIZE_MODEL_LABELS['100']} is sold`,
    saleMode450: `How the ${SIZE_MODEL_LABELS['450']} is sold`,
    drawWindowMinutes: 'Draw entry window (minutes)',
    ...sizeChartLabels,
  },
  edition: {
    state: 'State',
    collectorName: "Collector's name",
    collectorEmail: "Collector's email",
    soldOn: 'Date of sale',
    price: 'Price',
    note: 'Note',
  },
  'reservation-settings': {
    ownerDigest: 'Morning email of holds waiting',
    ownerHoldDays: 'Days a reservation is held',
  },
  'data-retention': { months: 'Delete after (months)' },
  'journal-post': {
    title: 'Title',
    slug: 'Slug',
    excerpt: 'Excerpt',
    body: 'Content',
    date: 'Date',
    published: 'Published',
    coverImage: 'Cover image',
  },
  about: {
    title: 'Page title',
    paragraphs: 'Paragraphs',
    timelineItems: 'Timeline',
    ctaLabel: 'Button label',
    ctaHref: 'Button link',
  },
  'popup-settings': {
    enabled: 'Enabled',
    delaySeconds: 'Delay',
    title: 'Title',
    content: 'Content',
    buttonText: 'Button text',
  },
  'audience-settings': { doubleOptIn: 'Double opt-in' },
  'newsletter-draft': NEWSLETTER_FIELDS,
  newsletter: NEWSLETTER_FIELDS,
};

/** The changed fields in the owner's words, each once, in the order the form has them. */
export function fieldLabels(entity: ActivityEntity, names: readonly string[]): string[] {
  const labels = FIELD_LABELS[entity] ?? {};
  return [...new Set(names.flatMap((name) => labels[name] ?? []))];
}

/** Each site setting by the label of its field in Site Settings. */
const SETTING_LABELS: Record<SiteSettingKey, string> = {
  'homepage-hero-image': 'Hero photo',
  'homepage-hero-video': 'Hero video',
  'homepage-hero-media-type': 'Hero media shown',
  'homepage-hero-focal-point': 'Hero photo focal point',
  'homepage-hero-title': 'Hero title',
  'homepage-hero-description': 'Hero description',
  'artist-name': 'Artist name',
  'artist-subtitle': 'Artist subtitle',
  'artist-bio': 'Artist bio',
  'artist-image': 'Artist photo',
  'artist-video': 'Artist video',
  'artist-media-type': 'Artist media shown',
  'artist-contact': 'Artist contact button label',
  'limited-editions-title': 'Limited editions title',
  'limited-editions-content': 'Limited editions content',
  privacy_content: 'Privacy policy',
  terms_content: 'Terms of service',
  'email-sender-name': 'Email sender name',
  'reply-to-email': 'Replies go to',
};

export const settingLabel = (key: SiteSettingKey): string => SETTING_LABELS[key];
