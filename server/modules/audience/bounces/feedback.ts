import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../core/db/index';
import { suppressionKey } from '../../../core/delivery/suppressions';
import {
  mailFeedback,
  newsletterDeliveries,
  type StoredFeedbackKind,
  type SuppressionReason,
  suppressedAddresses,
} from '../../../db/schema';

/** Soft bounces in a row that suppress an address: a mailbox full three mailings running is gone. */
export const SOFT_BOUNCES_TO_SUPPRESS = 3;
/** A soft bounce older than this no longer counts: the mailbox may have been emptied since. */
export const SOFT_BOUNCE_WINDOW_DAYS = 30;

export interface FeedbackInput {
  reportId: string;
  email: string;
  kind: StoredFeedbackKind;
  campaignId: number | null;
  detail: string;
}

export type FeedbackOutcome = 'already-read' | 'recorded' | SuppressionReason;

const REASON_OF: Record<'hard' | 'complaint', SuppressionReason> = {
  hard: 'bounced',
  complaint: 'complained',
};

/** The campaign, if it still exists: a report may come back after its newsletter was deleted. */
const existingCampaign = (id: number | null) =>
  id === null ? null : sql`(select id from newsletter_campaigns where id = ${id})`;

async function suppress(
  db: Db,
  email: string,
  reason: SuppressionReason,
  detail: string,
  campaignId: number | null,
): Promise<void> {
  // An address suppressed already keeps its first reason and date; a lifted one is suppressed anew.
  await db
    .insert(suppressedAddresses)
    .values({ email, reason, detail, campaignId: existingCampaign(campaignId) })
    .onConflictDoUpdate({
      target: suppressedAddresses.email,
      set: {
        reason,
        detail,
        campaignId: existingCampaign(campaignId),
        suppressedAt: sql`now()`,
        liftedAt: null,
      },
      setWhere: sql`${suppressedAddresses.liftedAt} is not null`,
    });
}

/** Soft bounces since the last hard bounce, complaint or lift, within the window. */
async function softBounceStreak(db: Db, email: string): Promise<number> {
  const result = await db.execute<{ streak: number | string }>(sql`
    select count(*) as streak from mail_feedback as feedback
    where feedback.email = ${email} and feedback.kind = 'soft'
      and feedback.received_at > now() - make_interval(days => ${SOFT_BOUNCE_WINDOW_DAYS})
      and feedback.received_at > coalesce((
        select max(other.received_at) from mail_feedback as other
        where other.email = ${email} and other.kind <> 'soft'
      ), '-infinity')
      and feedback.received_at > coalesce((
        select lifted_at from suppressed_addresses where email = ${email}
      ), '-infinity')
  `);
  return Number(result.rows[0]?.streak ?? 0);
}

/**
 * Records one bounce or complaint, once per report and address, marks the campaign's copy, and
 * suppresses the address when it must: at once for a hard bounce or a complaint, after
 * SOFT_BOUNCES_TO_SUPPRESS soft ones in a row.
 */
export async function recordFeedback(db: Db, input: FeedbackInput): Promise<FeedbackOutcome> {
  const email = suppressionKey(input.email);
  const inserted = await db
    .insert(mailFeedback)
    .values({ ...input, email, campaignId: existingCampaign(input.campaignId) })
    .onConflictDoNothing()
    .returning({ id: mailFeedback.id });
  if (inserted.length === 0) return 'already-read';
  if (input.campaignId !== null) {
    // A complaint is the worse news and replaces a bounce; a bounce never replaces a complaint.
    await db
      .update(newsletterDeliveries)
      .set({
        feedback: sql`case when ${newsletterDeliveries.feedback} = 'complaint' then 'complaint' else ${input.kind} end`,
      })
      .where(
        and(
          eq(newsletterDeliveries.campaignId, input.campaignId),
          eq(sql`lower(${newsletterDeliveries.email})`, email),
        ),
      );
  }
  if (input.kind !== 'soft') {
    await suppress(db, email, REASON_OF[input.kind], input.detail, input.campaignId);
    return REASON_OF[input.kind];
  }
  if ((await softBounceStreak(db, email)) < SOFT_BOUNCES_TO_SUPPRESS) return 'recorded';
  await suppress(db, email, 'soft-bounced', input.detail, input.campaignId);
  return 'soft-bounced';
}
