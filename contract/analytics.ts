import { z } from 'zod';

/*
 * What the owner reads of the site's visits and of each drop (decision 45): counts only. A visit
 * is a page view whose page ran its script; the visits of browsers without script, or that ask
 * not to be tracked (Do Not Track, Global Privacy Control), are not counted.
 */

export const ANALYTICS_LIMITS = {
  /** The overview covers at most this many days back, today included. */
  maxDays: 366,
  defaultDays: 90,
  /** Rows of the top lists. */
  top: 10,
} as const;

export const OverviewQuerySchema = z.object({
  days: z.coerce
    .number({ error: `Choose a number of days from 1 to ${ANALYTICS_LIMITS.maxDays}.` })
    .int({ error: `Choose a number of days from 1 to ${ANALYTICS_LIMITS.maxDays}.` })
    .min(1, { error: `Choose a number of days from 1 to ${ANALYTICS_LIMITS.maxDays}.` })
    .max(ANALYTICS_LIMITS.maxDays, {
      error: `Choose a number of days from 1 to ${ANALYTICS_LIMITS.maxDays}.`,
    })
    .default(ANALYTICS_LIMITS.defaultDays),
});

/** A source as counted: a campaign tag, a site's host, '(other)' past the day's cap, or '' (direct). */
const source = z.string();

export const OverviewSchema = z.object({
  /** Every day of the span, oldest first, days without visits included (UTC days). */
  days: z.array(
    z.object({
      date: z.string(),
      visits: z.number().int(),
      visitors: z.number().int(),
      /** Newsletter sign-ups that day (pending ones included). */
      signups: z.number().int(),
    }),
  ),
  pages: z.array(z.object({ path: z.string(), visits: z.number().int() })),
  sources: z.array(z.object({ source, visits: z.number().int() })),
  /** Each recorded drop, newest first, with its headline figures. */
  drops: z.array(
    z.object({
      sculptureId: z.number().int(),
      title: z.string(),
      releasedAt: z.string(),
      pageVisits: z.number().int(),
      requests: z.number().int(),
      paid: z.number().int(),
      /** The first size to sell out, in minutes after release; null when none did. */
      soldOutAfterMinutes: z.number().nullable(),
    }),
  ),
});
export type Overview = z.infer<typeof OverviewSchema>;

export const DropReportParamsSchema = z.object({ sculptureId: z.coerce.number().int().positive() });

const SIZE = z.enum(['100', '450']);

export const DropReportSchema = z.object({
  sculptureId: z.number().int(),
  title: z.string(),
  releasedAt: z.string(),
  /** Visits are counted from a day before the release to a week after. */
  from: z.string(),
  to: z.string(),
  sizes: z.array(
    z.object({
      size: SIZE,
      /** Numbers of the size in the register. */
      editionSize: z.number().int(),
      /** Visits to the piece's page (one page for both sizes). */
      pageVisits: z.number().int(),
      /** Confirmed waitlist members of the piece when it was released. */
      waitlistAtRelease: z.number().int(),
      /** Reservation requests for the size in the week after the release. */
      requests: z.number().int(),
      /** Of those, the ones a number was held for. */
      held: z.number().int(),
      /** Sold (paid online, or confirmed sold by the owner). */
      paid: z.number().int(),
      lapsed: z.number().int(),
      /** When the last number was taken, in minutes after release; null while any is left. */
      soldOutAfterMinutes: z.number().nullable(),
    }),
  ),
  /** Where the page's visits and the requests came from, most visits first. */
  sources: z.array(
    z.object({ source, visits: z.number().int(), requests: z.number().int(), buyers: z.number().int() }),
  ),
  /** Page visits per hour over the counted span (UTC hours with visits). */
  hours: z.array(z.object({ hour: z.string(), visits: z.number().int() })),
  /** Numbers left of each size as they moved, in seconds after the release (the first: at it). */
  stock: z.array(z.object({ size: SIZE, second: z.number(), left: z.number().int() })),
  /** The minute: from the release, one point per minute, requests and numbers left per size. */
  minutes: z.array(
    z.object({
      minute: z.number().int(),
      requests: z.number().int(),
      left: z.object({ '100': z.number().int().nullable(), '450': z.number().int().nullable() }),
    }),
  ),
});
export type DropReport = z.infer<typeof DropReportSchema>;
