import { z } from 'zod';
import { TimelineEntrySchema } from './collectors';

const when = z.string().nullable();

/**
 * GET /api/admin/collectors/{id}/export: everything the site holds about one person (a data
 * subject's access request), each part in the words the dashboard uses. `?format=html` answers
 * the same as a page a person can read.
 */
export const CollectorExportSchema = z.object({
  exportedAt: z.string(),
  collector: z.object({
    email: z.string(),
    name: z.string(),
    phone: z.string(),
    /** The owner's own notes and tags about them: held about them, so theirs to see. */
    notes: z.string(),
    tags: z.array(z.string()),
    firstSeenAt: z.string(),
    lastSeenAt: z.string(),
  }),
  inquiries: z.array(
    z.object({
      receivedAt: z.string(),
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      location: z.string(),
      isCollector: z.boolean(),
      isGallery: z.boolean(),
      piece: z.string(),
      message: z.string(),
      state: z.string(),
      replies: z.array(z.object({ sentAt: z.string(), message: z.string() })),
    }),
  ),
  newsletter: z.array(
    z.object({
      subscribedAt: z.string(),
      confirmedAt: when,
      unsubscribedAt: when,
    }),
  ),
  waitlists: z.array(z.object({ piece: z.string(), joinedAt: z.string(), confirmedAt: when })),
  reservations: z.array(
    z.object({
      piece: z.string(),
      size: z.string(),
      place: z.number().int(),
      state: z.string(),
      number: z.number().int().nullable(),
      name: z.string(),
      phone: z.string(),
      message: z.string(),
      requestedAt: z.string(),
      confirmedAt: when,
      endedAt: when,
    }),
  ),
  editions: z.array(
    z.object({
      piece: z.string(),
      size: z.string(),
      number: z.number().int(),
      state: z.string(),
      name: z.string().nullable(),
      soldOn: when,
      price: z.string().nullable(),
    }),
  ),
  certificates: z.array(
    z.object({
      piece: z.string(),
      number: z.number().int(),
      code: z.string(),
      state: z.string(),
      issuedAt: z.string(),
      acquiredOn: when,
    }),
  ),
  /** Every email the site queued to them: what it was, and how its delivery went. */
  emails: z.array(
    z.object({
      kind: z.string(),
      subject: z.string(),
      status: z.string(),
      queuedAt: z.string(),
      sentAt: when,
    }),
  ),
  /** The collector page's timeline, newest first, as the owner sees it. */
  timeline: z.array(TimelineEntrySchema),
  /** Whether mail to them is stopped after a bounce or a spam report, and since when. */
  suppression: z.object({ reason: z.string(), since: z.string() }).nullable(),
});
export type CollectorExport = z.infer<typeof CollectorExportSchema>;

export const CollectorExportQuerySchema = z.object({ format: z.enum(['json', 'html']).default('json') });
