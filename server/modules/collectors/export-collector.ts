import { type SQL, sql } from 'drizzle-orm';
import type { CollectorExport } from '../../../contract/collector-export';
import { SIZE_MODEL_LABELS } from '../../../contract/limits';
import { addressFingerprint } from '../../core/db/erased-address';
import type { Db } from '../../core/db/index';
import { suppressionKey } from '../../core/delivery/suppressions';
import { collectorTimeline } from './collector-timeline';

type Row = Record<string, unknown>;

const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString();
const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const sizeLabel = (size: unknown) => SIZE_MODEL_LABELS[size as '100' | '450'] ?? text(size);

async function rows(db: Db, query: SQL): Promise<Row[]> {
  return (await db.execute<Row>(query)).rows;
}

/** The collector as their export opens: null when there is no such collector. */
export async function findCollectorForExport(db: Db, id: number) {
  const [row] = await rows(
    db,
    sql`select id, email, name, phone, notes, tags, created_at, last_seen_at from collectors where id = ${id}`,
  );
  return row ?? null;
}

/**
 * Everything held about the collector `id`, found by their record and by their address (rows
 * written before the record existed carry only the address). Null when there is no such collector.
 */
export async function exportCollector(db: Db, id: number, now: Date): Promise<CollectorExport | null> {
  const collector = await findCollectorForExport(db, id);
  if (!collector) return null;
  const key = suppressionKey(text(collector.email));
  const mine = (column: SQL) => sql`lower(${column}) = ${key}`;
  /** The piece's title; for a row that outlived its piece, the title it kept (`kept`), if any. */
  const piece = (column: SQL, kept: SQL = sql`null`) =>
    sql`coalesce((select title from sculptures where id = ${column}), ${kept}, 'A removed piece')`;

  const [inquiries, replies, subscriptions, waitlists, reservations, editions, certificates] =
    await Promise.all([
      rows(
        db,
        sql`select * from inquiries where ${mine(sql`email`)} or collector_id = ${id} order by created_at, id`,
      ),
      rows(
        db,
        sql`select inquiry_id, message, created_at from inquiry_replies
          where inquiry_id in (select id from inquiries where ${mine(sql`email`)} or collector_id = ${id})
          order by created_at, id`,
      ),
      rows(db, sql`select * from newsletter_subscribers where ${mine(sql`email`)} order by created_at`),
      rows(
        db,
        sql`select m.*, ${piece(sql`m.sculpture_id`)} as piece from waitlist_members m
          where ${mine(sql`m.email`)} order by m.created_at, m.id`,
      ),
      rows(
        db,
        sql`select r.*, ${piece(sql`r.sculpture_id`, sql`r.piece_title`)} as piece from reservations r
          where ${mine(sql`r.email`)} order by r.created_at, r.id`,
      ),
      rows(
        db,
        sql`select e.*, ${piece(sql`e.sculpture_id`)} as piece from edition_numbers e
          where ${mine(sql`e.collector_email`)} or e.collector_id = ${id} order by e.sculpture_id, e.size, e.number`,
      ),
      rows(
        db,
        sql`select c.code, c.state, c.issued_at, c.acquired_on, e.number, ${piece(sql`e.sculpture_id`)} as piece
          from certificates c join edition_numbers e on e.id = c.edition_number_id
          where ${mine(sql`c.owner_email`)} or c.collector_id = ${id} order by c.issued_at, c.id`,
      ),
    ]);
  const emails = await emailsTo(db, id, mine);
  const timeline = await collectorTimeline(db, id);
  const [suppression] = await rows(
    db,
    sql`select reason, suppressed_at from suppressed_addresses
        where email in (${key}, ${addressFingerprint(sql`${key}`)}) and lifted_at is null limit 1`,
  );

  return {
    exportedAt: now.toISOString(),
    collector: {
      email: text(collector.email),
      name: text(collector.name),
      phone: text(collector.phone),
      notes: text(collector.notes),
      tags: (collector.tags as string[] | null) ?? [],
      firstSeenAt: iso(collector.created_at)!,
      lastSeenAt: iso(collector.last_seen_at)!,
    },
    inquiries: inquiries.map((row) => ({
      receivedAt: iso(row.created_at)!,
      name: text(row.name),
      email: text(row.email),
      phone: text(row.phone),
      location: text(row.location),
      isCollector: row.is_collector === true,
      isGallery: row.is_gallery === true,
      piece: text(row.sculpture_interest),
      message: text(row.message),
      state: text(row.state),
      replies: replies
        .filter((reply) => reply.inquiry_id === row.id)
        .map((reply) => ({ sentAt: iso(reply.created_at)!, message: text(reply.message) })),
    })),
    newsletter: subscriptions.map((row) => ({
      subscribedAt: iso(row.created_at)!,
      confirmedAt: iso(row.confirmed_at),
      unsubscribedAt: iso(row.unsubscribed_at),
    })),
    waitlists: waitlists.map((row) => ({
      piece: row.sculpture_id === null ? text(row.sculpture_type) : text(row.piece),
      joinedAt: iso(row.created_at)!,
      confirmedAt: iso(row.confirmed_at),
    })),
    reservations: reservations.map((row) => ({
      piece: text(row.piece),
      size: sizeLabel(row.size),
      place: Number(row.position),
      state: text(row.state),
      number: row.number === null ? null : Number(row.number),
      name: text(row.name),
      phone: text(row.phone),
      message: text(row.message),
      requestedAt: iso(row.created_at)!,
      confirmedAt: iso(row.confirmed_at),
      endedAt: iso(row.ended_at),
    })),
    editions: editions.map((row) => ({
      piece: text(row.piece),
      size: sizeLabel(row.size),
      number: Number(row.number),
      state: text(row.state),
      name: row.collector_name === null ? null : text(row.collector_name),
      soldOn: row.sold_on === null ? null : text(row.sold_on),
      price: row.price === null ? null : text(row.price),
    })),
    certificates: certificates.map((row) => ({
      piece: text(row.piece),
      number: Number(row.number),
      code: text(row.code),
      state: text(row.state),
      issuedAt: iso(row.issued_at)!,
      acquiredOn: row.acquired_on === null ? null : text(row.acquired_on),
    })),
    emails,
    timeline,
    suppression: suppression
      ? { reason: text(suppression.reason), since: iso(suppression.suppressed_at)! }
      : null,
  };
}

/** Every email queued to the address, whatever queue it went through, oldest first. */
async function emailsTo(db: Db, id: number, mine: (column: SQL) => SQL): Promise<CollectorExport['emails']> {
  const all = await rows(
    db,
    sql`
      select kind, message->>'subject' as subject, status, created_at, sent_at from mail_outbox
        where collector_id = ${id} or ${mine(sql`message->>'to'`)}
      union all
      select 'newsletter', c.subject, d.status, d.created_at, d.sent_at
        from newsletter_deliveries d join newsletter_campaigns c on c.id = d.campaign_id
        where ${mine(sql`d.email`)}
      union all
      select 'waitlist', coalesce((select title from sculptures where id = d.sculpture_id), '') || ' is available',
          d.status, d.created_at, d.sent_at
        from waitlist_deliveries d where ${mine(sql`d.email`)}
      union all
      select 'reservation', 'Reservation: ' || d.event, d.status, d.created_at, d.sent_at
        from reservation_deliveries d where ${mine(sql`d.email`)}
      union all
      select 'confirmation', 'Please confirm your address', d.status, d.created_at, d.sent_at
        from confirmation_deliveries d where ${mine(sql`d.email`)}
      order by created_at
    `,
  );
  return all.map((row) => ({
    kind: text(row.kind),
    subject: text(row.subject),
    status: text(row.status),
    queuedAt: iso(row.created_at)!,
    sentAt: iso(row.sent_at),
  }));
}
