import { z } from 'zod';
import { ADMIN_MESSAGES } from './admin-messages';
import { optionalText, requiredText } from './common';
import { TEXT_LIMITS } from './limits';
import { SITE_LINK_PATTERN } from './patterns';
import type { TimelineItem } from './timeline-wire';

const m = ADMIN_MESSAGES.about;

/** The longest text of each About field: the schema's rule, and the admin form's counters. */
export const ABOUT_TEXT_LIMITS = {
  title: TEXT_LIMITS.short,
  paragraph: TEXT_LIMITS.long,
  timelineTitle: TEXT_LIMITS.short,
  timelineBody: TEXT_LIMITS.medium,
  ctaLabel: TEXT_LIMITS.short,
  ctaHref: TEXT_LIMITS.short,
} as const;

export const TimelineItemSchema = z.object({
  title: requiredText(m.timelineTitle, ABOUT_TEXT_LIMITS.timelineTitle),
  body: requiredText(m.timelineBody, ABOUT_TEXT_LIMITS.timelineBody),
}) satisfies z.ZodType<TimelineItem>;
export type { TimelineItem } from './timeline-wire';

/** Parses the wire list; malformed JSON or items become a validation issue (400 on the server). */
const TimelineWireSchema = z
  .array(z.string().max(TEXT_LIMITS.long))
  .max(1)
  .transform((wire, ctx) => {
    const [text] = wire;
    if (text === undefined) return [];
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'timelineItems must hold the JSON text of the timeline' });
      return z.NEVER;
    }
    const items = z.array(TimelineItemSchema).max(100).safeParse(json);
    if (!items.success) {
      for (const issue of items.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }
    return items.data;
  });

export const AboutSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  paragraphs: z.array(z.string()),
  timelineItems: z.array(z.string()),
  ctaLabel: z.string().nullable(),
  ctaHref: z.string().nullable(),
});
export type About = z.infer<typeof AboutSchema>;
export const AboutOrNullSchema = AboutSchema.nullable();

export const AboutInputSchema = z.object({
  title: requiredText(m.title, ABOUT_TEXT_LIMITS.title),
  paragraphs: z.array(requiredText(m.paragraph, ABOUT_TEXT_LIMITS.paragraph)).min(1, m.paragraphs).max(100),
  timelineItems: TimelineWireSchema,
  ctaLabel: optionalText(ABOUT_TEXT_LIMITS.ctaLabel),
  ctaHref: optionalText(ABOUT_TEXT_LIMITS.ctaHref).refine(
    (href) => href === null || SITE_LINK_PATTERN.test(href),
    m.ctaHref,
  ),
});
export type AboutInput = z.input<typeof AboutInputSchema>;
export type AboutValues = z.output<typeof AboutInputSchema>;
