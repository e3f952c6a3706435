import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DeliveryQueue, QueuedDelivery } from './delivery-queue';
import { notSuppressed } from './suppressions';

/** A row as the claim returns it: the table's columns by their SQL names. */
export type DeliveryRow = Record<string, unknown> & { id: number; attempts: number; status: string };

export interface DeliveryQueueSpec<T extends QueuedDelivery> {
  /**
   * A table with the delivery columns: status, attempts, last_error, next_attempt_at,
   * claimed_by, claimed_at, sent_at (deliveryColumns in core/delivery/delivery-columns.ts).
   */
  table: PgTable;
  /**
   * True while the recipient still wants this email, over the row aliased `delivery`;
   * a copy whose recipient left is marked skipped by the claim instead of being sent.
   */
  stillWanted: SQL;
  /**
   * The recipient's address over the row aliased `delivery`: a copy to an address suppressed after
   * a bounce or a complaint is skipped too, whatever the list (suppressions.ts).
   */
  recipient: SQL;
  toDelivery: (row: DeliveryRow) => T;
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The claim/lease/outcome statements of one delivery table. Claims take rows in queue order
 * (due time, then id, which is the order they were queued in) with SKIP LOCKED, so several
 * instances on one PostgreSQL never take the same row; PGlite runs one statement at a time and
 * gets the same answer. Only the holder of a claim can record its outcome.
 */
export function createDeliveryQueue<T extends QueuedDelivery>(spec: DeliveryQueueSpec<T>): DeliveryQueue<T> {
  const t = sql.identifier(getTableName(spec.table));
  const wanted = sql`((${spec.stillWanted}) and ${notSuppressed(spec.recipient)})`;
  const heldBy = (senderId: string) => sql`status = 'sending' and claimed_by = ${senderId}`;

  return {
    async claimDue(db, senderId, limit) {
      // MATERIALIZED: the locked subquery runs exactly once, so LIMIT bounds the rows claimed.
      const result = await db.execute<DeliveryRow>(sql`
        with due as materialized (
          select id from ${t}
          where status = 'pending' and next_attempt_at <= now()
          order by next_attempt_at, id
          limit ${limit}
          for update skip locked
        )
        update ${t} as delivery
        set status = case when ${wanted} then 'sending' else 'skipped' end,
            attempts = delivery.attempts + case when ${wanted} then 1 else 0 end,
            claimed_by = case when ${wanted} then ${senderId} end,
            claimed_at = case when ${wanted} then now() end
        from due
        where delivery.id = due.id
        returning delivery.*
      `);
      const deliveries = result.rows
        .filter((row) => row.status === 'sending')
        .sort((a, b) => Number(a.id) - Number(b.id))
        .map((row) => spec.toDelivery({ ...row, id: Number(row.id), attempts: Number(row.attempts) }));
      return { claimed: result.rows.length, deliveries };
    },

    async markSent(db, ids, senderId) {
      if (ids.length === 0) return;
      await db.execute(sql`
        update ${t} set status = 'sent', sent_at = now(), last_error = null, claimed_by = null, claimed_at = null
        where id in (${idList(ids)}) and ${heldBy(senderId)}
      `);
    },

    async markFailed(db, id, senderId, error) {
      await db.execute(sql`
        update ${t} set status = 'failed', last_error = ${error}, claimed_by = null, claimed_at = null
        where id = ${id} and ${heldBy(senderId)}
      `);
    },

    async scheduleRetry(db, id, senderId, error, delayMs) {
      await db.execute(sql`
        update ${t}
        set status = 'pending', last_error = ${error},
            next_attempt_at = now() + make_interval(secs => ${delayMs / 1000}),
            claimed_by = null, claimed_at = null
        where id = ${id} and ${heldBy(senderId)}
      `);
    },

    async renewClaims(db, senderId, ids) {
      if (ids.length === 0) return;
      await db.execute(sql`
        update ${t} set claimed_at = now() where id in (${idList(ids)}) and ${heldBy(senderId)}
      `);
    },

    async releaseClaims(db, options = {}) {
      const stale =
        options.olderThanMs === undefined
          ? sql`true`
          : sql`claimed_at < now() - make_interval(secs => ${options.olderThanMs / 1000})`;
      const released = await db.execute<{ id: number }>(sql`
        update ${t} set status = 'pending', claimed_by = null, claimed_at = null
        where status = 'sending' and ${stale}
        returning id
      `);
      return released.rows.length;
    },

    async msUntilNextDue(db) {
      const result = await db.execute<{ ms: string | null }>(sql`
        select extract(epoch from min(next_attempt_at) - now()) * 1000 as ms
        from ${t} where status = 'pending'
      `);
      const ms = result.rows[0]?.ms;
      return ms == null ? null : Math.max(0, Number(ms));
    },

    async countUnfinished(db) {
      const result = await db.execute<{ count: string | number }>(sql`
        select count(*) as count from ${t} where status in ('pending', 'sending')
      `);
      return Number(result.rows[0]?.count ?? 0);
    },
  };
}
