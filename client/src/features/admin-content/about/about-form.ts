import { type About, type AboutInput, TimelineItemSchema } from '@contract/about';
import { ADMIN_MESSAGES } from '@contract/admin-messages';
import { requiredText } from '@contract/common';
import { TEXT_LIMITS } from '@contract/limits';
import { SITE_LINK_PATTERN } from '@contract/patterns';
import { decodeTimeline, encodeTimeline } from '@contract/timeline-wire';
import { z } from 'zod';
import { ABOUT_COPY } from '@/config/fallback-copy';
import { paths } from '@/config/paths';

const m = ADMIN_MESSAGES.about;

/**
 * The about editor's fields. Paragraphs are objects because react-hook-form's field arrays
 * track objects; the validation messages come from the contract.
 */
export const AboutFormSchema = z.object({
  title: requiredText(m.title, TEXT_LIMITS.short),
  paragraphs: z.array(z.object({ text: requiredText(m.paragraph, TEXT_LIMITS.long) })).min(1, m.paragraphs),
  timelineItems: z.array(TimelineItemSchema),
  ctaLabel: z.string().trim().max(TEXT_LIMITS.short),
  ctaHref: z
    .string()
    .trim()
    .max(TEXT_LIMITS.short)
    .refine((href) => href === '' || SITE_LINK_PATTERN.test(href), m.ctaHref),
});
export type AboutFormInput = z.input<typeof AboutFormSchema>;
export type AboutFormValues = z.output<typeof AboutFormSchema>;

export const emptyParagraph = () => ({ text: '' });
export const emptyTimelineItem = () => ({ title: '', body: '' });

/** A stored timeline that is not valid JSON must not lock the admin out of the editor. */
function readTimeline(wire: readonly string[]) {
  try {
    return decodeTimeline(wire);
  } catch (error) {
    console.warn('About timeline is not valid JSON; starting from an empty timeline', error);
    return [];
  }
}

/** Before the first save the site shows its built-in copy, so the editor starts from it. */
const BUILT_IN_ABOUT: AboutFormInput = {
  title: ABOUT_COPY.title,
  paragraphs: ABOUT_COPY.paragraphs.map((text) => ({ text })),
  timelineItems: ABOUT_COPY.timeline.map((item) => ({ ...item })),
  ctaLabel: ABOUT_COPY.ctaLabel,
  ctaHref: paths.collection,
};

/** The editor's starting values; every list holds at least one item (removal stops at one). */
export function toAboutFormInput(about: About | null): AboutFormInput {
  if (!about) return BUILT_IN_ABOUT;
  const paragraphs = about.paragraphs.map((text) => ({ text }));
  const timelineItems = readTimeline(about.timelineItems);
  return {
    title: about.title,
    paragraphs: paragraphs.length > 0 ? paragraphs : [emptyParagraph()],
    timelineItems: timelineItems.length > 0 ? timelineItems : [emptyTimelineItem()],
    ctaLabel: about.ctaLabel ?? '',
    ctaHref: about.ctaHref ?? '',
  };
}

/** The payload: timeline encoded for the wire, an empty call to action sent as null. */
export function toAboutPayload(values: AboutFormValues): AboutInput {
  return {
    title: values.title,
    paragraphs: values.paragraphs.map((paragraph) => paragraph.text),
    timelineItems: encodeTimeline(values.timelineItems),
    ctaLabel: values.ctaLabel || null,
    ctaHref: values.ctaHref || null,
  };
}
