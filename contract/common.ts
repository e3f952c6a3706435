import { z } from 'zod';
import { EMAIL_PATTERN, normalizeEmail } from './email-address';
import { TEXT_LIMITS } from './limits';
import { MESSAGES } from './messages';

export { EMAIL_PATTERN, SLUG_PATTERN } from './patterns';

/** The fields that travel as 'true'/'false' text (isLocked, isGreyscale, published, enabled, isCollector, isGallery). */
export const BooleanTextSchema = z.enum(['true', 'false']);
export type BooleanText = z.infer<typeof BooleanTextSchema>;

export const IdSchema = z.coerce.number().int().positive();
export const IdParamsSchema = z.object({ id: IdSchema });
export const SlugParamsSchema = z.object({ slug: z.string().min(1).max(TEXT_LIMITS.slug) });

/** An ISO-8601 timestamp as it travels on the wire. */
export const TimestampSchema = z.string();

/**
 * The one `{message}` body: what a call answers when it has only words to say, and the body of
 * every failed call except a refused sign-in, which answers `{error}` (LoginErrorSchema).
 */
export const MessageSchema = z.object({ message: z.string() });

/** A required text: trimmed, not empty after trimming, bounded. */
export function requiredText(message: string, max: number = TEXT_LIMITS.medium) {
  return z.string({ error: message }).trim().min(1, message).max(max);
}

/** An optional text that travels as null when empty. */
export function optionalText(max: number = TEXT_LIMITS.medium) {
  return z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * Every email field: one bare address, stored trimmed with its domain lowercased. One longer
 * than an address can be is refused in the same words as any other invalid one.
 */
export const EmailSchema = z
  .string()
  .trim()
  .max(TEXT_LIMITS.email, MESSAGES.invalidEmail.description)
  .regex(EMAIL_PATTERN, MESSAGES.invalidEmail.description)
  .transform(normalizeEmail);
