import { sql } from 'drizzle-orm';
import type { SizeModel } from '../../../contract/limits';
import { absoluteUrl, ROUTES } from '../../../contract/page-paths';
import type { DbOrTransaction } from '../../core/db/index';
import { enqueueMail } from '../../core/mail/mail-outbox';
import { buildHoldConfirmedMessage, buildHoldsDigestMessage, type WaitingHold } from './owner-notice-message';

/** The outbox kinds of the owner's reservation emails. */
export const OWNER_HOLD_CONFIRMED = 'owner-hold-confirmed';
export const OWNER_HOLDS_DIGEST = 'owner-holds-digest';

/** Where the owner decides: the dashboard's Reservations tab. */
export const reservationsTabUrl = (publicUrl: string) =>
  absoluteUrl(publicUrl, `${ROUTES.admin}?tab=reservations`);

const toDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/** The holds waiting for the owner (one of them when `id` is given), soonest to lapse first. */
export async function waitingHolds(
  db: DbOrTransaction,
  ownerHoldDays: number,
  id?: number,
): Promise<WaitingHold[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    select r.id, coalesce(s.title, 'A deleted piece') as title, r.size, r.number, r.position, r.name,
      r.email, r.phone, r.message, r.confirmed_at, greatest(r.held_at, r.confirmed_at) as decided_from
    from reservations r left join sculptures s on s.id = r.sculpture_id
    where r.state = 'held' and r.confirmed_at is not null and r.erased_at is null
      ${id === undefined ? sql`` : sql`and r.id = ${id}`}
    order by decided_from, r.id
  `);
  return result.rows.map((row) => ({
    id: Number(row.id),
    title: String(row.title),
    size: row.size as SizeModel,
    number: row.number === null ? null : Number(row.number),
    position: Number(row.position),
    name: String(row.name),
    email: String(row.email),
    phone: String(row.phone ?? ''),
    message: String(row.message ?? ''),
    confirmedAt: toDate(row.confirmed_at),
    lapsesAt: new Date(toDate(row.decided_from).getTime() + ownerHoldDays * 86_400_000),
  }));
}

export interface OwnerNoticeTarget {
  /** The owner's address. */
  to: string;
  publicUrl: string;
  ownerHoldDays: number;
}

/**
 * Queues the owner's email about a hold its collector has just confirmed, in the transaction
 * that recorded the confirmation: once per confirmation, however many instances run.
 */
export async function queueHoldConfirmed(
  tx: DbOrTransaction,
  reservationId: number,
  target: OwnerNoticeTarget,
): Promise<boolean> {
  const [hold] = await waitingHolds(tx, target.ownerHoldDays, reservationId);
  if (!hold) return false;
  await enqueueMail(
    tx,
    OWNER_HOLD_CONFIRMED,
    buildHoldConfirmedMessage(hold, target.to, reservationsTabUrl(target.publicUrl)),
  );
  return true;
}

/** Queues the morning's list of holds waiting for the owner; nothing when none waits. */
export async function queueHoldsDigest(tx: DbOrTransaction, target: OwnerNoticeTarget): Promise<number> {
  const holds = await waitingHolds(tx, target.ownerHoldDays);
  if (holds.length === 0) return 0;
  await enqueueMail(
    tx,
    OWNER_HOLDS_DIGEST,
    buildHoldsDigestMessage(holds, target.to, reservationsTabUrl(target.publicUrl)),
  );
  return holds.length;
}
