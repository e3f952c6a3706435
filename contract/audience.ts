import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-messages';
import { EmailSchema, TimestampSchema } from './common';
import { TEXT_LIMITS } from './limits';
import { MESSAGES } from './messages';

export const SubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  createdAt: TimestampSchema,
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

export const WaitlistMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  sculptureType: z.string(),
  createdAt: TimestampSchema,
});
export type WaitlistMember = z.infer<typeof WaitlistMemberSchema>;
export const WaitlistMemberListSchema = z.array(WaitlistMemberSchema);

export const WaitlistInputSchema = SubscribeInputSchema.extend({
  sculptureType: z.string().trim().min(1).max(TEXT_LIMITS.short),
});
export type WaitlistInput = z.input<typeof WaitlistInputSchema>;

const send = ADMIN_MESSAGES.newsletterSend;
export const NewsletterSendSchema = z.object({
  subject: z.string().trim().min(1, send.subject.description).max(TEXT_LIMITS.short),
  htmlContent: z.string().trim().min(1, send.content.description).max(TEXT_LIMITS.html),
  textContent: z.string().trim().min(1, send.content.description).max(TEXT_LIMITS.html),
});
export type NewsletterSend = z.infer<typeof NewsletterSendSchema>;
