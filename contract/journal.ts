import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-messages';
import { BooleanTextSchema, requiredText, SLUG_PATTERN, TimestampSchema } from './common';
import { TEXT_LIMITS } from './limits';

const m = ADMIN_MESSAGES.journal;

export const JournalPostSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  date: z.string(),
  published: BooleanTextSchema,
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type JournalPost = z.infer<typeof JournalPostSchema>;
export const JournalPostListSchema = z.array(JournalPostSchema);

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The longest text each field takes: the schema's rule, and the admin form's counters. */
export const JOURNAL_TEXT_LIMITS = {
  slug: TEXT_LIMITS.slug,
  title: TEXT_LIMITS.short,
  excerpt: TEXT_LIMITS.medium,
  body: TEXT_LIMITS.long,
} as const;

export const JournalPostInputSchema = z.object({
  slug: requiredText(m.slug, JOURNAL_TEXT_LIMITS.slug).regex(SLUG_PATTERN, m.slugPattern),
  title: requiredText(m.title, JOURNAL_TEXT_LIMITS.title),
  excerpt: requiredText(m.excerpt, JOURNAL_TEXT_LIMITS.excerpt),
  body: requiredText(m.body, JOURNAL_TEXT_LIMITS.body),
  date: requiredText(m.date, 10).refine(
    (value) => DATE_PATTERN.test(value) && !Number.isNaN(Date.parse(value)),
    'Date must be a valid date (yyyy-mm-dd)',
  ),
  published: BooleanTextSchema,
});
export type JournalPostInput = z.input<typeof JournalPostInputSchema>;
