import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/index';
import { newsletterDeliveries } from '../db/schema';

const d = newsletterDeliveries;

/** A delivery a sender has claimed: it now holds the row until it records an outcome. */
export interface ClaimedDelivery {
  id: number;
  campaignId: number;
  subscriberId: number;
  email: string;
  /** Including the one about to be made. */
  attempts: number;
}

interface ClaimRow extends Record<string, unknown> {
  id: number;
  campaign_id: number;
  subscriber_id: number;
  email: string;
  attempts: number;
  status: 'sending' | 'skipped';
}

export interface ClaimResult {
  /** Rows taken, the skipped ones included: as many as asked means more may be due. */
  claimed: number;
  deliveries: ClaimedDelivery[];
}

/**
 * Claims up to `limit` due deliveries for one sender, in one statement: rows locked by another
 * sender's claim in progress are skipped (SKIP LOCKED), so several instances on one PostgreSQL
 * never take the same row; PGlite runs one statement at a time and gets the same answer.
 * A recipient who unsubscribed since the campaign was queued is marked skipped instead.
 */
export async function claimDueDeliveries(db: Db, senderId: string, limit: number): Promise<ClaimResult> {
  // MATERIALIZED: the locked subquery runs exactly once, so LIMIT bounds the rows claimed.
  const result = await db.execute<ClaimRow>(sql`
    with due as materialized (
      select id from ${d}
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    update ${d} as delivery
    set status = case when subscriber.unsubscribed_at is null then 'sending' else 'skipped' end,
        attempts = delivery.attempts + case when subscriber.unsubscribed_at is null then 1 else 0 end,
        claimed_by = case when subscriber.unsubscribed_at is null then ${senderId} end,
        claimed_at = case when subscriber.unsubscribed_at is null then now() end
    from due, newsletter_subscribers as subscriber
    where delivery.id = due.id and subscriber.id = delivery.subscriber_id
    returning delivery.id, delivery.campaign_id, delivery.subscriber_id, delivery.email,
      delivery.attempts, delivery.status
  `);
  const deliveries = result.rows
    .filter((row) => row.status === 'sending')
    .map((row) => ({
      id: Number(row.id),
      campaignId: Number(row.campaign_id),
      subscriberId: Number(row.subscriber_id),
      email: row.email,
      attempts: Number(row.attempts),
    }));
  return { claimed: result.rows.length, deliveries };
}

/** Only the claim holder records an outcome: a sender that lost its claim changes nothing. */
const heldBy = (id: number, senderId: string) =>
  and(eq(d.id, id), eq(d.status, 'sending'), eq(d.claimedBy, senderId));

/** Records copies the SMTP server accepted, several at once: one commit for all of them. */
export async function markDeliveriesSent(db: Db, ids: number[], senderId: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(d)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null, claimedBy: null, claimedAt: null })
    .where(and(inArray(d.id, ids), eq(d.status, 'sending'), eq(d.claimedBy, senderId)));
}

export async function markDeliveryFailed(db: Db, id: number, senderId: string, error: string): Promise<void> {
  await db
    .update(d)
    .set({ status: 'failed', lastError: error, claimedBy: null, claimedAt: null })
    .where(heldBy(id, senderId));
}

export async function scheduleDeliveryRetry(
  db: Db,
  id: number,
  senderId: string,
  error: string,
  delayMs: number,
): Promise<void> {
  await db
    .update(d)
    .set({
      status: 'pending',
      lastError: error,
      nextAttemptAt: sql`now() + make_interval(secs => ${delayMs / 1000})`,
      claimedBy: null,
      claimedAt: null,
    })
    .where(heldBy(id, senderId));
}

/** A live sender renews the claims it is working on, so that no other instance takes over a slow send. */
export async function renewClaims(db: Db, senderId: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(d)
    .set({ claimedAt: sql`now()` })
    .where(and(inArray(d.id, ids), eq(d.status, 'sending'), eq(d.claimedBy, senderId)));
}

/**
 * Hands back claims whose holder stopped renewing them (it crashed or was killed): they become
 * pending again, and the copy that was in flight may go out a second time. Without a lease,
 * every claim is released: only safe when no other sender can be running.
 */
export async function releaseClaims(db: Db, options: { olderThanMs?: number } = {}): Promise<number> {
  const stale =
    options.olderThanMs === undefined
      ? sql`true`
      : sql`${d.claimedAt} < now() - make_interval(secs => ${options.olderThanMs / 1000})`;
  const released = await db
    .update(d)
    .set({ status: 'pending', claimedBy: null, claimedAt: null })
    .where(and(eq(d.status, 'sending'), stale))
    .returning({ id: d.id });
  return released.length;
}

/** Milliseconds until the earliest pending delivery is due (0 if one is due now), or null if none waits. */
export async function msUntilNextDue(db: Db): Promise<number | null> {
  const [row] = await db
    .select({ ms: sql<string | null>`extract(epoch from min(${d.nextAttemptAt}) - now()) * 1000` })
    .from(d)
    .where(eq(d.status, 'pending'));
  return row?.ms == null ? null : Math.max(0, Number(row.ms));
}

/** Deliveries not yet final, across all campaigns. */
export async function countUnfinishedDeliveries(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(d)
    .where(inArray(d.status, ['pending', 'sending']));
  return row?.count ?? 0;
}
