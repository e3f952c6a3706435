import { sql } from 'drizzle-orm';
import type { Db } from '../db/index';
import { confirmationDeliveries } from '../db/schema';
import { createDeliveryQueue, type QueuedDelivery } from './delivery-queue';

/**
 * One confirmation email per address per this many hours at most, whichever list asked: a
 * script subscribing someone again and again, or to every waitlist, cannot flood their inbox.
 */
export const CONFIRMATION_PACE_HOURS = 24;

/** Whom a confirmation email asks: a pending subscriber or a pending waitlist member. */
export type ConfirmationTarget = { list: 'newsletter'; id: number } | { list: 'waitlist'; id: number };

export interface ClaimedConfirmation extends QueuedDelivery {
  target: ConfirmationTarget;
  email: string;
}

/** Someone who confirmed, unsubscribed or left before their email went out is skipped. */
export const confirmationDeliveryQueue = createDeliveryQueue<ClaimedConfirmation>({
  table: confirmationDeliveries,
  recipient: sql`delivery.email`,
  stillWanted: sql`(
    exists (
      select 1 from newsletter_subscribers as subscriber
      where subscriber.id = delivery.subscriber_id
        and subscriber.confirmed_at is null and subscriber.unsubscribed_at is null
    ) or exists (
      select 1 from waitlist_members as member
      where member.id = delivery.member_id and member.confirmed_at is null
    )
  )`,
  toDelivery: (row) => ({
    id: row.id,
    attempts: row.attempts,
    target:
      row.subscriber_id != null
        ? { list: 'newsletter', id: Number(row.subscriber_id) }
        : { list: 'waitlist', id: Number(row.member_id) },
    email: String(row.email),
  }),
});

const columnOf = (target: ConfirmationTarget) =>
  sql.identifier(target.list === 'newsletter' ? 'subscriber_id' : 'member_id');

/**
 * Queues the confirmation email of a pending subscriber or member, unless their address was
 * sent one within the pace. The address is locked for the check and the insert, so parallel
 * requests for one address queue one email between them. Answers whether it queued one.
 */
export async function queueConfirmation(db: Db, target: ConfirmationTarget, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`confirm:${email.toLowerCase()}`}))`);
    const result = await tx.execute<{ id: number }>(sql`
      insert into confirmation_deliveries (${columnOf(target)}, email)
      select ${target.id}, ${email}
      where not exists (
        select 1 from confirmation_deliveries
        where lower(email) = lower(${email})
          and created_at > now() - make_interval(hours => ${CONFIRMATION_PACE_HOURS})
      )
      returning id
    `);
    return result.rows.length > 0;
  });
}

/**
 * Once confirmed, their confirmation emails have done their work: forgotten, so that the next
 * list their address joins (or the newsletter again, after they unsubscribe) asks at once.
 */
export async function forgetConfirmations(db: Db, target: ConfirmationTarget): Promise<void> {
  await db.execute(sql`delete from confirmation_deliveries where ${columnOf(target)} = ${target.id}`);
}
