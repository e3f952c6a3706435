import { eq, sql } from 'drizzle-orm';
import type { WaitlistPiece } from '../../../contract/audience';
import { pieceEditionLine } from '../../../contract/edition-line';
import type { SendingPace } from '../../../contract/sending-pace';
import type { Db } from '../../core/db/index';
import type { QueuedDelivery } from '../../core/delivery/delivery-queue';
import { mailboxSql } from '../../core/delivery/mailbox';
import { createDeliveryQueue } from '../../core/delivery/queue-table';
import { sculptures, waitlistDeliveries } from '../../db/schema';

/** What the email says about the piece: the owner's own words for it, and its card image. */
export interface AvailablePiece {
  title: string;
  slug: string;
  /** One line under the title; may be empty. */
  tagline: string;
  /** The piece's opening paragraph; may be empty. */
  intro: string;
  /** The edition line (e.g. "Edition of 25"); may be empty. */
  edition: string;
  /** The card image, as stored: a site path (/media/...) or an absolute URL. */
  image: string | null;
}

/** A waitlist email a sender has claimed. */
export interface ClaimedWaitlistDelivery extends QueuedDelivery {
  sculptureId: number;
  memberId: number;
  email: string;
}

/** A member who left the waitlist after the email was queued is skipped by the claim. */
export const waitlistDeliveryQueue = createDeliveryQueue<ClaimedWaitlistDelivery>({
  table: waitlistDeliveries,
  recipient: sql`delivery.email`,
  stillWanted: sql`delivery.member_id is not null`,
  toDelivery: (row) => ({
    id: row.id,
    attempts: row.attempts,
    sculptureId: Number(row.sculpture_id),
    memberId: Number(row.member_id),
    email: String(row.email),
  }),
});

/**
 * What a visitor can buy: shown on the site (a hidden piece's page answers 404, so its waitlist
 * waits until it is shown), unlocked (by hand, or its release time has passed: see
 * contract/lock-state.ts) and its status Available: the status at release once its release
 * time has passed, even before the release is written down, else its status. Whatever order the
 * lock and the status changed in, the waitlist is told when both hold (decision 26).
 */
export const AVAILABLE_SQL = sql`(
  sculpture.published
  and not (sculpture.is_locked and (sculpture.release_at is null or sculpture.release_at > now()))
  and lower(trim(case when sculpture.release_at <= now() then sculpture.status_at_release else sculpture.status end)) = 'available'
)`;

/**
 * Queues the "it is available" email for every confirmed member of the piece's waitlist who has
 * not had one (a member pending double opt-in gets theirs on confirming), in the order they
 * joined (the ids, and so the claims, follow that order), if the piece is available now. One
 * email per inbox (mailbox.ts: `victim+1@…` and `victim@…` are one), its earliest member's. A
 * repeated or concurrent call queues nobody twice (one email per member, by the unique index;
 * one per inbox, by the piece's lock). Answers how many were queued.
 */
export async function queueWaitlistEmails(db: Db, sculptureId: number): Promise<number> {
  // One call per piece at a time: two at once could each pick a different member of one inbox.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`waitlist emails:${sculptureId}`}))`);
    const result = await tx.execute<{ id: number }>(sql`
    insert into waitlist_deliveries (sculpture_id, member_id, email)
    select sculpture_id, id, email from (
      select distinct on (${mailboxSql(sql`member.email`)}) member.sculpture_id, member.id, member.email,
        member.created_at
      from waitlist_members as member
      join sculptures as sculpture on sculpture.id = member.sculpture_id
      where member.sculpture_id = ${sculptureId} and member.confirmed_at is not null and ${AVAILABLE_SQL}
        and not exists (select 1 from waitlist_deliveries as queued where queued.member_id = member.id)
        -- One email per inbox and piece: victim+1@ and victim+2@ are one reader.
        and not exists (
          select 1 from waitlist_deliveries as queued
          where queued.sculpture_id = member.sculpture_id
            and ${mailboxSql(sql`queued.email`)} = ${mailboxSql(sql`member.email`)}
        )
      order by ${mailboxSql(sql`member.email`)}, member.created_at, member.id
    ) as first_of_each_inbox
    order by created_at, id
    on conflict do nothing
    returning id
  `);
    return result.rows.length;
  });
}

/** What a waitlist email shows of a piece: its title, page and card image; null for an unknown id. */
export async function findEmailedPiece(db: Db, sculptureId: number): Promise<AvailablePiece | null> {
  const [row] = await db
    .select({
      title: sculptures.title,
      slug: sculptures.slug,
      tagline: sculptures.tagline,
      intro: sculptures.intro,
      edition: sculptures.edition,
      edition100: sculptures.edition100,
      edition450: sculptures.edition450,
      editionSize100: sculptures.editionSize100,
      editionSize450: sculptures.editionSize450,
      sizes: sculptures.sizes,
      image: sculptures.thumbnailImage,
    })
    .from(sculptures)
    .where(eq(sculptures.id, sculptureId));
  if (!row) return null;
  const { title, slug, tagline, intro, image } = row;
  // The edition line the piece's page and card show: the register's count, never a stale one.
  return { title, slug, tagline, intro, edition: pieceEditionLine(row), image: image || null };
}

/** Whether the piece is available now (same rule as the queueing); false for an unknown id. */
export async function isSculptureAvailable(db: Db, sculptureId: number): Promise<boolean> {
  const result = await db.execute<{ available: boolean }>(sql`
    select ${AVAILABLE_SQL} as available from sculptures as sculpture where sculpture.id = ${sculptureId}
  `);
  return result.rows[0]?.available === true;
}

interface PieceRow extends Record<string, unknown> {
  sculpture_id: number;
  title: string;
  slug: string;
  available: boolean;
  members: string | number;
  queued: string | number;
  delivered: string | number;
  failed: string | number;
  pending: string | number;
  skipped: string | number;
  waiting: string | number;
  first_queued_at: Date | string | null;
  last_queued_at: Date | string | null;
  last_delivered_at: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Every piece with a waitlist or waitlist emails, in the collection's order. `pace` is the sending
 * rate waitlist emails keep, told with a piece whose emails are still going; null without one.
 */
export async function listWaitlistPieces(db: Db, pace: SendingPace | null = null): Promise<WaitlistPiece[]> {
  const result = await db.execute<PieceRow>(sql`
    select sculpture.id as sculpture_id, sculpture.title, sculpture.slug, ${AVAILABLE_SQL} as available,
      (select count(*) from waitlist_members as member where member.sculpture_id = sculpture.id) as members,
      count(delivery.id) as queued,
      count(*) filter (where delivery.status = 'sent') as delivered,
      count(*) filter (where delivery.status = 'failed') as failed,
      count(*) filter (where delivery.status in ('pending', 'sending')) as pending,
      count(*) filter (where delivery.status = 'skipped') as skipped,
      (select count(*) from waitlist_members as member where member.sculpture_id = sculpture.id
        and member.confirmed_at is not null
        and not exists (select 1 from waitlist_deliveries as queued where queued.member_id = member.id)) as waiting,
      min(delivery.created_at) as first_queued_at,
      max(delivery.created_at) as last_queued_at,
      max(delivery.sent_at) as last_delivered_at
    from sculptures as sculpture
    left join waitlist_deliveries as delivery on delivery.sculpture_id = sculpture.id
    group by sculpture.id
    having count(delivery.id) > 0
      or exists (select 1 from waitlist_members as member where member.sculpture_id = sculpture.id)
    order by sculpture.sort_order, sculpture.id
  `);
  return result.rows.map((row) => ({
    sculptureId: Number(row.sculpture_id),
    title: row.title,
    slug: row.slug,
    available: row.available === true,
    members: Number(row.members),
    queued: Number(row.queued),
    delivered: Number(row.delivered),
    failed: Number(row.failed),
    pending: Number(row.pending),
    skipped: Number(row.skipped),
    waiting: Number(row.waiting),
    firstQueuedAt: iso(row.first_queued_at),
    lastQueuedAt: iso(row.last_queued_at),
    lastDeliveredAt: iso(row.last_delivered_at),
    pace: Number(row.pending) > 0 ? pace : null,
  }));
}
