import { z } from 'zod';
import { BooleanTextSchema, EmailSchema, requiredText, TimestampSchema } from './common';
import { TEXT_LIMITS } from './limits';
import { MESSAGES } from './messages';

export const InquirySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  location: z.string(),
  isCollector: BooleanTextSchema,
  isGallery: BooleanTextSchema,
  sculptureInterest: z.string(),
  message: z.string(),
  createdAt: TimestampSchema,
});
export type Inquiry = z.infer<typeof InquirySchema>;
export const InquiryListSchema = z.array(InquirySchema);

const missing = MESSAGES.missingFields.description;
export const InquiryInputSchema = z.object({
  name: requiredText(missing, TEXT_LIMITS.short),
  email: EmailSchema,
  location: z.string().trim().max(TEXT_LIMITS.short).default(''),
  isCollector: BooleanTextSchema.default('false'),
  isGallery: BooleanTextSchema.default('false'),
  message: requiredText(missing, 5_000),
  sculptureInterest: z.string().trim().max(TEXT_LIMITS.short).default(''),
});
export type InquiryInput = z.input<typeof InquiryInputSchema>;

/** A new-inquiry notification the mail server refused for good, or that ran out of attempts. */
export const FailedNotificationSchema = z.object({
  id: z.number(),
  subject: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type FailedNotification = z.infer<typeof FailedNotificationSchema>;
export const FailedNotificationListSchema = z.array(FailedNotificationSchema);
