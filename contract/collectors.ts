import { z } from 'zod';
import { pageOf, SearchPageQuerySchema } from './admin-search';
import { TimestampSchema } from './common';
import { TEXT_LIMITS } from './limits';

/** Rows per page of the Collectors tab. */
export const COLLECTORS_PAGE_SIZE = 50;
/** The tags the owner picks from first; any other short label may be typed. */
export const SUGGESTED_TAGS = ['VIP', 'Gallery', 'Press', 'Collector', 'Dealer'] as const;
export const TAG_MAX_LENGTH = 40;
export const TAGS_MAX = 20;

/** GET /api/admin/collectors?q=&page=&tag=: search by name or address, newest activity first. */
export const CollectorListQuerySchema = SearchPageQuerySchema.extend({
  tag: z.string().trim().max(TAG_MAX_LENGTH).optional(),
});
export type CollectorListQuery = z.input<typeof CollectorListQuerySchema>;

export const CollectorSummarySchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  phone: z.string(),
  tags: z.array(z.string()),
  createdAt: TimestampSchema,
  lastSeenAt: TimestampSchema,
});
export type CollectorSummary = z.infer<typeof CollectorSummarySchema>;
export const CollectorPageSchema = pageOf(CollectorSummarySchema);
export type CollectorPage = z.infer<typeof CollectorPageSchema>;

/** What a timeline entry is: each has its own mark and words on the collector page. */
export const TIMELINE_KINDS = [
  'inquiry',
  'reply',
  'reservation',
  'sale',
  'order',
  'certificate',
  'waitlist',
  'subscription',
  'email',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/**
 * One thing that happened with this person, in the owner's words: `title` says what ("Inquiry
 * about Hero Kid", "Reply sent", "Newsletter: Spring drop"), `body` is their or the owner's text
 * when there is one, `status` its state now ("Replied", "Sent", "Queued", "Unsubscribed").
 */
export const TimelineEntrySchema = z.object({
  kind: z.enum(TIMELINE_KINDS),
  at: TimestampSchema,
  title: z.string(),
  body: z.string().nullable(),
  status: z.string().nullable(),
  /** The inquiry it is or answers, to open it in the inbox. */
  inquiryId: z.number().int().nullable(),
  /** A day rather than a moment (a sale dated by the day the owner gave): shown without a time. */
  allDay: z.boolean(),
});
export type TimelineEntry = z.infer<typeof TimelineEntrySchema>;

/** GET /api/admin/collectors/{id}: the record and everything that happened with them, newest first. */
export const CollectorDetailSchema = CollectorSummarySchema.extend({
  notes: z.string(),
  updatedAt: TimestampSchema,
  newsletter: z.enum(['subscribed', 'pending', 'unsubscribed', 'never']),
  timeline: z.array(TimelineEntrySchema),
});
export type CollectorDetail = z.infer<typeof CollectorDetailSchema>;

export const CollectorParamsSchema = z.object({ id: z.coerce.number().int().positive() });

const TagSchema = z
  .string()
  .trim()
  .min(1)
  .max(TAG_MAX_LENGTH, `A tag is at most ${TAG_MAX_LENGTH} characters`);

/** PATCH /api/admin/collectors/{id}: the owner's notes and tags (either or both). */
export const CollectorEditSchema = z
  .object({
    notes: z.string().max(TEXT_LIMITS.long).optional(),
    tags: z
      .array(TagSchema)
      .max(TAGS_MAX, `At most ${TAGS_MAX} tags`)
      // One of each, compared without regard to case; the first spelling given is kept.
      .transform((tags) =>
        tags.filter((tag, i) => tags.findIndex((other) => other.toLowerCase() === tag.toLowerCase()) === i),
      )
      .optional(),
  })
  .refine((edit) => edit.notes !== undefined || edit.tags !== undefined, 'Nothing to save');
export type CollectorEdit = z.input<typeof CollectorEditSchema>;
