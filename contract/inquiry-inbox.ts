import { z } from 'zod';
import { pageOf, SearchPageQuerySchema } from './admin-search';
import { InquirySchema } from './inquiry';
import { TEXT_LIMITS } from './limits';

/** Rows per page of the inbox. */
export const INBOX_PAGE_SIZE = 25;

export const INQUIRY_STATES = ['new', 'replied', 'closed', 'spam'] as const;
export type InquiryState = (typeof INQUIRY_STATES)[number];
/** The states as the inbox's filter and badges say them. */
export const INQUIRY_STATE_LABELS: Record<InquiryState, string> = {
  new: 'New',
  replied: 'Replied',
  closed: 'Closed',
  spam: 'Spam',
};

/** GET /api/admin/inquiries/inbox?state=&piece=&q=&page=: the inbox, newest first; spam only when asked. */
export const InboxQuerySchema = SearchPageQuerySchema.extend({
  state: z.enum(INQUIRY_STATES).optional(),
  /** The piece's title as the inquiry named it ('' would be "no piece named"). */
  piece: z.string().trim().max(TEXT_LIMITS.short).optional(),
});
export type InboxQuery = z.input<typeof InboxQuerySchema>;

export const InboxInquirySchema = InquirySchema.extend({
  state: z.enum(INQUIRY_STATES),
  read: z.boolean(),
  collectorId: z.number().int().nullable(),
  replyCount: z.number().int(),
});
export type InboxInquiry = z.infer<typeof InboxInquirySchema>;
export const InboxPageSchema = pageOf(InboxInquirySchema);
export type InboxPage = z.infer<typeof InboxPageSchema>;

/** GET /api/admin/inquiries/counts: the dashboard's card and the inbox's filter. */
export const InboxCountsSchema = z.object({
  /** Not opened yet, spam left out. */
  unread: z.number().int(),
  new: z.number().int(),
  replied: z.number().int(),
  closed: z.number().int(),
  spam: z.number().int(),
  /** Every inquiry but spam. */
  all: z.number().int(),
});
export type InboxCounts = z.infer<typeof InboxCountsSchema>;

export const InquiryParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** PATCH /api/admin/inquiries/{id}: its new place in the inbox (acting on one reads it). */
export const InquiryPatchSchema = z.object({ state: z.enum(INQUIRY_STATES) });
export type InquiryPatch = z.infer<typeof InquiryPatchSchema>;

/**
 * POST /api/admin/inquiries/{id}/read: opened (or marked unread again). A view, not a change to
 * the inquiry: the activity log does not list every opening.
 */
export const InquiryReadSchema = z.object({ read: z.boolean() });

/** What the activity log says the owner did, by the state given. */
export const INQUIRY_STATE_ACTIONS: Record<InquiryState, string> = {
  new: 'reopen',
  replied: 'mark replied',
  closed: 'close',
  spam: 'mark as spam',
};

export const REPLY_MAX_LENGTH = 10_000;
/** POST /api/admin/inquiries/{id}/reply: the owner's answer, sent by email. */
export const InquiryReplyInputSchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Write your reply first')
    .max(REPLY_MAX_LENGTH, `A reply is at most ${REPLY_MAX_LENGTH.toLocaleString('en')} characters`),
});

export const DELIVERY_LABELS = {
  pending: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Not delivered',
  skipped: 'Not sent',
} as const;

export const InquiryReplySchema = z.object({
  id: z.number().int(),
  message: z.string(),
  sentBy: z.string(),
  createdAt: z.string(),
  /** The email's delivery as the owner reads it: Queued, Sent, Not delivered. */
  delivery: z.string(),
});
export type InquiryReply = z.infer<typeof InquiryReplySchema>;
export const InquiryReplyListSchema = z.array(InquiryReplySchema);
