import { z } from 'zod';
import { BooleanTextSchema, EmailSchema, requiredText, TimestampSchema } from './common';
import { TEXT_LIMITS } from './limits';
import { MESSAGES } from './messages';
import { INVALID_PHONE, isPhoneNumber } from './phone';

export const InquirySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** Empty when the visitor gave none. */
  phone: z.string(),
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
  // Optional (the contact form says "only if you would like a call back"); kept as written.
  phone: z
    .string()
    .trim()
    .default('')
    .refine((phone) => phone === '' || isPhoneNumber(phone), INVALID_PHONE.description),
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
