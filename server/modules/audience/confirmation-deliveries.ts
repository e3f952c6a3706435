import { sql } from 'drizzle-orm';
import type { Db } from '../../core/db/index';
import type { QueuedDelivery } from '../../core/delivery/delivery-queue';
import { mailboxSql, normalisedMailbox } from '../../core/delivery/mailbox';
import { createDeliveryQueue } from '../../core/delivery/queue-table';
import { confirmationDeliveries } from '../../db/schema';

/**
 * One confirmation email per mailbox per this many hours at most, whichever list asked and
 * however the address was spelt: a script subscribing someone again and again, to every
 * waitlist, or as `victim+1@…` … `victim+9@…`, cannot flood their inbox.
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
 * What the hour's confirmation budget has spent: the confirmation emails, and the first email of
 * each reservation (a place's "waiting" or "held" email asks its collector to confirm, as these
 * do). Both are emails anyone can make us send a stranger by typing their address.
 */
const spentLastHourSql = sql`(
  (select count(*)::int from confirmation_deliveries where created_at > now() - interval '1 hour')
  + (select count(*)::int from reservation_deliveries
     where event in ('waiting', 'held') and created_at > now() - interval '1 hour')
)`;

/** Whether the hour's confirmation budget is spent (reservations sent without a challenge then mail nobody). */
export async function confirmationBudgetSpent(db: Db, perHour: number): Promise<boolean> {
  return (await confirmationCapState(db, perHour)).reached;
}

/** What became of a confirmation email asked for. */
export type ConfirmationQueued = 'queued' | 'paced' | 'capped';

/**
 * Queues the confirmation email of a pending subscriber or member, unless its mailbox was sent
 * one within the pace (`victim+1@…` and `victim@…` are one inbox: mailbox.ts), or the hour's cap
 * of confirmation emails is reached. One lock for every address: parallel requests cannot pass
 * the pace or the cap together, and confirmations are few, so none waits long on another.
 */
export async function queueConfirmation(
  db: Db,
  target: ConfirmationTarget,
  email: string,
  perHour: number,
): Promise<ConfirmationQueued> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('confirmation emails'))`);
    const recent = await tx.execute<{ paced: boolean; last_hour: number }>(sql`
      select
        exists (
          select 1 from confirmation_deliveries
          where created_at > now() - make_interval(hours => ${CONFIRMATION_PACE_HOURS})
            and ${mailboxSql(sql`email`)} = ${normalisedMailbox(email)}
        ) as paced,
        ${spentLastHourSql} as last_hour
    `);
    const { paced, last_hour: lastHour } = recent.rows[0]!;
    if (paced) return 'paced';
    if (Number(lastHour) >= perHour) return 'capped';
    await tx.execute(
      sql`insert into confirmation_deliveries (${columnOf(target)}, email) values (${target.id}, ${email})`,
    );
    return 'queued';
  });
}

/** The hour's confirmation emails against the cap: what the dashboard shows. */
export async function confirmationCapState(
  db: Db,
  perHour: number,
): Promise<{ perHour: number; lastHour: number; reached: boolean }> {
  const result = await db.execute<{ last_hour: number }>(sql`
    select ${spentLastHourSql} as last_hour
  `);
  const lastHour = Number(result.rows[0]!.last_hour);
  return { perHour, lastHour, reached: lastHour >= perHour };
}

/**
 * Once confirmed, their confirmation emails have done their work: forgotten, so that the next
 * list their address joins (or the newsletter again, after they unsubscribe) asks at once.
 */
export async function forgetConfirmations(db: Db, target: ConfirmationTarget): Promise<void> {
  await db.execute(sql`delete from confirmation_deliveries where ${columnOf(target)} = ${target.id}`);
}
