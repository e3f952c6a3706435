import { z } from 'zod';
import { TimestampSchema } from './common';

/** The kinds of thing an admin write changes, as the Activity tab names them. */
export const ACTIVITY_ENTITIES = {
  sculpture: 'Sculpture',
  'sculpture-image': 'Sculpture image',
  edition: 'Edition number',
  certificate: 'Certificate',
  about: 'About page',
  'journal-post': 'Journal post',
  'site-setting': 'Site setting',
  'popup-settings': 'Popup settings',
  'audience-settings': 'Audience settings',
  newsletter: 'Newsletter',
  'newsletter-draft': 'Newsletter draft',
  'newsletter-image': 'Newsletter image',
  waitlist: 'Waitlist',
  'suppressed-address': 'Suppressed address',
  collector: 'Collector',
  'data-retention': 'Data retention',
  reservation: 'Reservation',
  inquiry: 'Inquiry',
  'reservation-settings': 'Reservation settings',
  order: 'Order',
  'sales-settings': 'Sales settings',
  draw: 'Draw',
  session: 'Session',
  password: 'Password',
  staff: 'Staff',
  authenticator: 'Authenticator app',
  passkey: 'Passkey',
  /** A write route the log has no name for yet: recorded by its method and path. */
  other: 'Other',
} as const;
export type ActivityEntity = keyof typeof ACTIVITY_ENTITIES;
export const ActivityEntitySchema = z.enum(
  Object.keys(ACTIVITY_ENTITIES) as [ActivityEntity, ...ActivityEntity[]],
);

/** One page of the log: at most this many rows per request, however many there are. */
export const ACTIVITY_PAGE_SIZE = 50;
/** The longest filter text taken; longer text could only slow the search down. */
export const ACTIVITY_QUERY_MAX = 100;

export const ActivityEntrySchema = z.object({
  id: z.number().int(),
  at: TimestampSchema,
  username: z.string(),
  sessionId: z.number().int().nullable(),
  entity: ActivityEntitySchema,
  action: z.string(),
  target: z.string().nullable(),
  fields: z.array(z.string()),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

/** GET /api/admin/activity (and activity.csv, without the paging): newest first. */
export const ActivityQuerySchema = z.object({
  entity: ActivityEntitySchema.optional(),
  q: z.string().trim().max(ACTIVITY_QUERY_MAX).optional(),
  /** The id of the last row already shown: the page after it. */
  before: z.coerce.number().int().positive().optional(),
});
export type ActivityQuery = z.infer<typeof ActivityQuerySchema>;

export const ActivityPageSchema = z.object({
  entries: z.array(ActivityEntrySchema),
  /** Pass as `before` for the next page; null when this was the last. */
  nextBefore: z.number().int().nullable(),
});
export type ActivityPage = z.infer<typeof ActivityPageSchema>;
