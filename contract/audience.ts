import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-messages';
import { EmailSchema, TimestampSchema } from './common';
import type { EnrolmentAnswer } from './enrolment-answers';
import { TEXT_LIMITS } from './limits';
import { MESSAGES } from './messages';
import { SendingPaceSchema } from './sending-pace';

export const SubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  createdAt: TimestampSchema,
  /** False while a double opt-in confirmation is awaited: no newsletter reaches a pending address. */
  confirmed: z.boolean(),
});
export type Subscriber = z.infer<typeof SubscriberSchema>;
export const SubscriberListSchema = z.array(SubscriberSchema);

export const SubscribeInputSchema = z.object({
  email: z
    .string({ error: MESSAGES.emailRequired.description })
    .trim()
    .min(1, MESSAGES.emailRequired.description)
    .pipe(EmailSchema),
});
export type SubscribeInput = z.input<typeof SubscribeInputSchema>;

/** The answer of a subscription or a waitlist join (contract/enrolment-answers.ts says its texts). */
export const EnrolmentAnswerSchema = z.object({
  message: z.string(),
  confirmByEmail: z.boolean(),
}) satisfies z.ZodType<EnrolmentAnswer>;

export const WaitlistMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  sculptureType: z.string(),
  /** The piece joined; null when no piece bears that title (any more). */
  sculptureId: z.number().int().nullable(),
  createdAt: TimestampSchema,
  /** False while a double opt-in confirmation is awaited: a pending member is not emailed. */
  confirmed: z.boolean(),
});
export type WaitlistMember = z.infer<typeof WaitlistMemberSchema>;
export const WaitlistMemberListSchema = z.array(WaitlistMemberSchema);

export const WaitlistInputSchema = SubscribeInputSchema.extend({
  /** The piece's title, as the public call sends it. */
  sculptureType: z.string().trim().min(1).max(TEXT_LIMITS.short),
  /** The piece itself, when the client knows it: wins over the title, which may change. */
  sculptureId: z.number().int().positive().optional(),
});
export type WaitlistInput = z.input<typeof WaitlistInputSchema>;

/** The longest each part of a newsletter may be: the send's and the draft's rule, and the composer's counters. */
export const NEWSLETTER_TEXT_LIMITS = {
  subject: TEXT_LIMITS.short,
  htmlContent: TEXT_LIMITS.html,
  textContent: TEXT_LIMITS.html,
} as const;
const limit = NEWSLETTER_TEXT_LIMITS;

const send = ADMIN_MESSAGES.newsletterSend;
/** What every copy of a newsletter is made of ("Newsletter to send"). */
export const NewsletterContentSchema = z.object({
  subject: z.string().trim().min(1, send.subject.description).max(limit.subject),
  htmlContent: z.string().trim().min(1, send.content.description).max(limit.htmlContent),
  textContent: z.string().trim().min(1, send.content.description).max(limit.textContent),
});
export type NewsletterContent = z.infer<typeof NewsletterContentSchema>;

/**
 * POST /api/admin/newsletters/send. The three fields every send has, and optionally: when to send
 * (ISO 8601 with its offset; absent: now), or the piece whose release sends it; and the draft
 * it was written in, which becomes the campaign (so it leaves the drafts and cannot go twice).
 */
export const NewsletterSendSchema = NewsletterContentSchema.extend({
  sendAt: z.iso.datetime({ offset: true, error: send.sendAt.invalid }).optional(),
  releaseSculptureId: z.number().int().positive().optional(),
  draftId: z.number().int().positive().optional(),
  /** The visual editor's document, kept so a scheduled campaign reopens as written. */
  design: z.string().max(TEXT_LIMITS.html).nullish(),
});
export type NewsletterSend = z.infer<typeof NewsletterSendSchema>;

/** POST /api/admin/newsletters/test: one copy to one address, before everyone gets it. */
export const NewsletterTestSchema = NewsletterContentSchema.extend({
  /** The visual editor's document: the copy's HTML is made from it, as the campaign's will be. */
  design: z.string().max(TEXT_LIMITS.html).nullish(),
  email: z
    .string({ error: send.testEmail.description })
    .trim()
    .min(1, send.testEmail.description)
    .pipe(EmailSchema),
});
export type NewsletterTest = z.input<typeof NewsletterTestSchema>;

/** One piece's waitlist as the admin sees it: members, and how far their emails have got. */
export const WaitlistPieceSchema = z.object({
  sculptureId: z.number().int(),
  title: z.string(),
  slug: z.string(),
  /** Shown and for sale: the emails go out, and "Notify now" is offered. */
  available: z.boolean(),
  members: z.number().int(),
  /** Emails queued so far; one per member at most. */
  queued: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  /** Queued and not yet out (waiting, or being sent). */
  pending: z.number().int(),
  /** Members who left before their email went out. */
  skipped: z.number().int(),
  /** Confirmed members with no email queued yet: whom "Notify now" would email. */
  waiting: z.number().int(),
  /** When the first and the latest emails were queued. */
  firstQueuedAt: TimestampSchema.nullable(),
  lastQueuedAt: TimestampSchema.nullable(),
  lastDeliveredAt: TimestampSchema.nullable(),
  /** While emails are pending under a sending rate: the pace they go out at. */
  pace: SendingPaceSchema.nullable(),
});
export type WaitlistPiece = z.infer<typeof WaitlistPieceSchema>;
export const WaitlistPieceListSchema = z.array(WaitlistPieceSchema);

/** POST /api/admin/waitlists/:id/notify: how many members were newly queued. */
export const WaitlistNotifyResultSchema = z.object({ queued: z.number().int(), message: z.string() });
export type WaitlistNotifyResult = z.infer<typeof WaitlistNotifyResultSchema>;

/** The signed token of a leave link, `<member id>.<signature>`; checked on the server. */
const LeaveTokenSchema = z.string().trim().max(100, MESSAGES.waitlistLeave.invalidLink);
export const LeaveQuerySchema = z.object({ token: LeaveTokenSchema.optional() });
/** The page sends `{token}`; a mail client's RFC 8058 POST sends a form, the token in the query. */
export const LeaveBodySchema = z.looseObject({ token: LeaveTokenSchema.optional() }).nullish();

/** GET /api/waitlists/leave: whose membership the link is for, masked, for the page to show. */
export const LeavePreviewSchema = z.object({
  /** False once the member left: the page then says so instead of asking. */
  member: z.boolean(),
  email: z.string().nullable(),
  title: z.string().nullable(),
  /** The piece's page, while the collection shows it: the page links back to it. */
  slug: z.string().nullable(),
});
export type LeavePreview = z.infer<typeof LeavePreviewSchema>;

/** The dashboard's audience settings. */
export const AudienceSettingsSchema = z.object({
  /**
   * New subscribers and waitlist members get an email asking them to confirm, and receive mail
   * only once they have. Off by default: subscribing is enough.
   */
  doubleOptIn: z.boolean(),
});
export type AudienceSettings = z.infer<typeof AudienceSettingsSchema>;

/** The hour's confirmation emails against the operator's cap (CONFIRMATION_EMAILS_PER_HOUR). */
export const ConfirmationCapSchema = z.object({
  perHour: z.number().int(),
  lastHour: z.number().int(),
  /** Reached: new subscribers and members are told as usual, but get no email until the hour rolls on. */
  reached: z.boolean(),
});
export type ConfirmationCap = z.infer<typeof ConfirmationCapSchema>;

/** The signed token of a confirmation link (`s<id>.<signature>` or `w<id>.<signature>`). */
const ConfirmTokenSchema = z.string().trim().max(100, MESSAGES.confirm.invalidLink);
export const ConfirmQuerySchema = z.object({ token: ConfirmTokenSchema.optional() });
export const ConfirmBodySchema = z.object({ token: ConfirmTokenSchema });

/** GET /api/confirm: what the link confirms, the address masked, for the page to show. */
export const ConfirmPreviewSchema = z.object({
  list: z.enum(['newsletter', 'waitlist']),
  email: z.string(),
  /** The piece, for a waitlist. */
  title: z.string().nullable(),
  confirmed: z.boolean(),
});
export type ConfirmPreview = z.infer<typeof ConfirmPreviewSchema>;
