import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createIntervalLoop } from '../../core/background/interval-loop';
import type { BackgroundLoop } from '../../core/background/loop';
import type { Clock } from '../../core/clock';
import type { Db } from '../../core/db/index';
import { recordAutomaticActivity } from '../activity/index';
import { getRetentionSettings } from './retention-settings';

/** How often the site looks for records past their time: a record goes within the hour. */
export const RETENTION_INTERVAL_MS = 60 * 60_000;

/** What one pass deleted. */
export interface Pruned {
  inquiries: number;
  reservations: number;
}

/** `months` calendar months before `now` (the setting reads as the owner counts). */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '3 closed inquiries and 1 ended reservation older than 12 months': the activity log's line. */
export function describePruned(pruned: Pruned, months: number): string {
  return `${plural(pruned.inquiries, 'closed inquiry', 'closed inquiries')} and ${plural(
    pruned.reservations,
    'ended reservation',
    'ended reservations',
  )} older than ${plural(months, 'month', 'months')}`;
}

/**
 * Deletes, in one transaction, the inquiries closed (or marked spam) and the reservations that
 * lapsed or were released more than `months` before `now`, with the owner's replies to those
 * inquiries and the emails that carried them; a sale is never touched. Logged when it deleted
 * anything (by the site, not an admin).
 */
export async function pruneOldRecords(db: Db, now: Date, months: number): Promise<Pruned> {
  const cutoff = retentionCutoff(now, months).toISOString();
  return db.transaction(async (tx) => {
    const old = sql`select id from inquiries
      where state in ('closed', 'spam') and coalesce(state_changed_at, created_at) < ${cutoff}`;
    // The replies' emails first: their rows go with the inquiry (cascade), and with them the link.
    await tx.execute(sql`
      delete from mail_outbox where id in (select outbox_id from inquiry_replies where inquiry_id in (${old}))
    `);
    const inquiries = (await tx.execute(sql`delete from inquiries where id in (${old}) returning id`)).rows
      .length;
    const reservations = (
      await tx.execute(sql`
        delete from reservations
        where state in ('lapsed', 'released') and ended_at < ${cutoff}
        returning id
      `)
    ).rows.length;
    const pruned = { inquiries, reservations };
    if (inquiries + reservations > 0) {
      await recordAutomaticActivity(tx, {
        entity: 'data-retention',
        action: 'prune',
        target: describePruned(pruned, months),
        fields: [],
      });
    }
    return pruned;
  });
}

/**
 * The retention setting at work without a request: a pass at start and every hour on the
 * background clock (a test moves it on), or at once when the owner saves the setting. Off (the
 * default) it reads the setting and does nothing. Every instance may run it: a record deleted
 * twice is deleted once.
 */
export function createRetentionLoop({
  db,
  log,
  clock,
  intervalMs = RETENTION_INTERVAL_MS,
}: {
  db: Db;
  log: FastifyBaseLogger;
  clock: Clock;
  intervalMs?: number;
}): BackgroundLoop {
  return createIntervalLoop({
    clock,
    intervalMs,
    async pass() {
      const { months } = await getRetentionSettings(db);
      if (months === null) return;
      const pruned = await pruneOldRecords(db, clock.now(), months);
      if (pruned.inquiries + pruned.reservations > 0) log.info({ ...pruned, months }, 'old records deleted');
    },
    onError: (error) =>
      log.error({ err: error }, 'old records could not be deleted: trying again within the hour'),
  });
}
