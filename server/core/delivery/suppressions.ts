import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Suppression } from '../../../contract/suppressions';
import type { Db } from '../db/index';
import { toIso } from '../db/mapping';
import {
  mailFeedback,
  newsletterCampaigns,
  newsletterDeliveries,
  type StoredFeedbackKind,
  type SuppressionReason,
  suppressedAddresses,
} from '../../db/schema';
import { addressFingerprint, FINGERPRINT_PREFIX } from '../db/erased-address';

/** Soft bounces in a row that suppress an address: a mailbox full three mailings running is gone. */
export const SOFT_BOUNCES_TO_SUPPRESS = 3;
/** A soft bounce older than this no longer counts: the mailbox may have been emptied since. */
export const SOFT_BOUNCE_WINDOW_DAYS = 30;

/** How every sender compares an address: in lower case (a local part's case is folded by nearly every server). */
export const suppressionKey = (email: string) => email.trim().toLowerCase();

/**
 * The suppression rows of an address: the one keyed by it, and the fingerprint an erase left of
 * it (decision 34), so an address that bounced or complained stays unmailed after its erase.
 */
function keysOf(address: SQL): SQL {
  return sql`(lower(${address}), ${addressFingerprint(address)})`;
}

/**
 * True while the address of `recipient` (an SQL expression over the delivery row) may be mailed:
 * no suppression of it is in force. Every delivery queue adds it to its claim, so no list and no
 * kind of email can forget it.
 */
export function notSuppressed(recipient: SQL): SQL {
  return sql`not exists (
    select 1 from suppressed_addresses as suppressed
    where suppressed.email in ${keysOf(recipient)} and suppressed.lifted_at is null
  )`;
}

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

/**
 * An address back on a list (subscribed or joined again) whose erase left a fingerprint: the
 * suppression is shown under the address once more, so the owner can see and lift it.
 */
const returnedAddress = sql<string | null>`(
  select lower(returned.email) from (
    select email from newsletter_subscribers union all select email from waitlist_members
  ) as returned
  where ${addressFingerprint(sql`returned.email`)} = ${suppressedAddresses.email}
  limit 1
)`;

/**
 * The addresses suppressed now, latest first, with the newsletter that came back. An erased
 * address's fingerprint is listed only once the address is back on a list, under it: until then
 * there is no address to show or to tell the owner about.
 */
export async function listSuppressions(db: Db): Promise<Suppression[]> {
  const rows = await db
    .select({
      email: suppressedAddresses.email,
      returned: returnedAddress,
      reason: suppressedAddresses.reason,
      detail: suppressedAddresses.detail,
      suppressedAt: suppressedAddresses.suppressedAt,
      campaignId: newsletterCampaigns.id,
      campaignSubject: newsletterCampaigns.subject,
    })
    .from(suppressedAddresses)
    .leftJoin(newsletterCampaigns, eq(newsletterCampaigns.id, suppressedAddresses.campaignId))
    .where(isNull(suppressedAddresses.liftedAt))
    .orderBy(desc(suppressedAddresses.suppressedAt), suppressedAddresses.email);
  return rows.flatMap(({ campaignId, campaignSubject, suppressedAt, email, returned, ...row }) => {
    const shown = email.startsWith(FINGERPRINT_PREFIX) ? returned : email;
    if (!shown) return [];
    return [
      {
        ...row,
        email: shown,
        suppressedAt: toIso(suppressedAt),
        campaign:
          campaignId !== null && campaignSubject !== null
            ? { id: campaignId, subject: campaignSubject }
            : null,
      },
    ];
  });
}

/** The owner mails the address again (its erased fingerprint too); null when it was not suppressed. */
export async function liftSuppression(db: Db, email: string): Promise<{ email: string } | null> {
  const lifted = await db
    .update(suppressedAddresses)
    .set({ liftedAt: sql`now()` })
    .where(
      and(
        sql`${suppressedAddresses.email} in ${keysOf(sql`${email}`)}`,
        isNull(suppressedAddresses.liftedAt),
      ),
    )
    .returning({ email: suppressedAddresses.email });
  return lifted.length > 0 ? { email: suppressionKey(email) } : null;
}

export async function isSuppressed(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: suppressedAddresses.email })
    .from(suppressedAddresses)
    .where(
      and(
        sql`${suppressedAddresses.email} in ${keysOf(sql`${email}`)}`,
        isNull(suppressedAddresses.liftedAt),
      ),
    );
  return row !== undefined;
}
