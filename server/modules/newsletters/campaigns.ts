import { eq, sql } from 'drizzle-orm';
import type { NewsletterContent } from '../../../contract/audience';
import type { Db } from '../../core/db/index';
import {
  type CampaignStatus,
  newsletterCampaigns,
  newsletterDeliveries,
  newsletterSubscribers,
  sculptures,
} from '../../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface QueuedCampaign {
  campaignId: number;
  recipients: number;
}

/** Why a campaign could not be queued or scheduled; nothing was recorded. */
export type CampaignRefusal = 'no-subscribers' | 'draft-gone' | 'no-release';

export type CampaignResult = ({ ok: true } & QueuedCampaign) | { ok: false; reason: CampaignRefusal };

/** When a scheduled campaign starts: a moment, or the release of a piece. */
export type CampaignTrigger = { sendAt: Date } | { releaseSculptureId: number };

export interface CampaignWrite {
  content: NewsletterContent;
  design?: string | null;
  /** The draft this was written in: it becomes the campaign, once. */
  draftId?: number;
}

class Refused extends Error {
  constructor(readonly reason: CampaignRefusal) {
    super(reason);
  }
}

async function refusable(work: () => Promise<QueuedCampaign>): Promise<CampaignResult> {
  try {
    return { ok: true, ...(await work()) };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    throw error;
  }
}

/**
 * Who a newsletter reaches: subscribed, and confirmed. An address still pending its double
 * opt-in confirmation receives nothing, whether the setting is on now or was when it subscribed.
 */
const RECEIVES_NEWSLETTERS = sql`unsubscribed_at is null and confirmed_at is not null`;

/** One pending copy per confirmed subscriber: the recipient list is frozen at this moment. */
async function freezeRecipients(tx: Tx, campaignId: number): Promise<number> {
  const deliveries = await tx.execute<{ id: number }>(sql`
    insert into ${newsletterDeliveries} (campaign_id, subscriber_id, email)
    select ${campaignId}, id, email from ${newsletterSubscribers} where ${RECEIVES_NEWSLETTERS}
    on conflict do nothing
    returning id
  `);
  return deliveries.rows.length;
}

async function countSubscribers(tx: Tx): Promise<number> {
  const result = await tx.execute<{ count: string | number }>(
    sql`select count(*) as count from ${newsletterSubscribers} where ${RECEIVES_NEWSLETTERS}`,
  );
  return Number(result.rows[0]?.count ?? 0);
}

type CampaignColumns = Partial<typeof newsletterCampaigns.$inferInsert>;

/**
 * Writes the campaign: turns its draft into it (only while it is still a draft, so two clicks
 * or two windows cannot send it twice), or records a new one.
 */
async function writeCampaign(tx: Tx, write: CampaignWrite, columns: CampaignColumns): Promise<number> {
  const values = { ...write.content, design: write.design ?? null, ...columns, updatedAt: new Date() };
  if (write.draftId === undefined) {
    const [row] = await tx
      .insert(newsletterCampaigns)
      .values(values)
      .returning({ id: newsletterCampaigns.id });
    return row!.id;
  }
  const rows = await tx.execute<{ id: number }>(sql`
    select id from ${newsletterCampaigns} where id = ${write.draftId} and status = 'draft' for update
  `);
  if (rows.rows.length === 0) throw new Refused('draft-gone');
  await tx.update(newsletterCampaigns).set(values).where(eq(newsletterCampaigns.id, write.draftId));
  return write.draftId;
}

/**
 * Records a campaign and one pending delivery per confirmed subscriber in one transaction.
 * Refused, and nothing recorded, when nobody is (confirmed and) subscribed or its draft already went.
 */
export function queueCampaign(db: Db, write: CampaignWrite): Promise<CampaignResult> {
  return refusable(() =>
    db.transaction(async (tx) => {
      const campaignId = await writeCampaign(tx, write, {
        status: 'queued',
        startedAt: new Date(),
        sendAt: null,
        releaseSculptureId: null,
      });
      const recipients = await freezeRecipients(tx, campaignId);
      if (recipients === 0) throw new Refused('no-subscribers');
      return { campaignId, recipients };
    }),
  );
}

/**
 * Records a campaign that starts later (startDueCampaigns). Its recipients are whoever is
 * subscribed and confirmed when it starts; `recipients` answers how many are now.
 */
export function scheduleCampaign(
  db: Db,
  write: CampaignWrite,
  trigger: CampaignTrigger,
  now: Date,
): Promise<CampaignResult> {
  return refusable(() =>
    db.transaction(async (tx) => {
      const recipients = await countSubscribers(tx);
      if (recipients === 0) throw new Refused('no-subscribers');
      if ('releaseSculptureId' in trigger) {
        const [piece] = await tx
          .select({ releaseAt: sculptures.releaseAt })
          .from(sculptures)
          .where(eq(sculptures.id, trigger.releaseSculptureId));
        if (!piece?.releaseAt || piece.releaseAt.getTime() <= now.getTime()) throw new Refused('no-release');
      }
      const campaignId = await writeCampaign(tx, write, {
        status: 'scheduled',
        startedAt: null,
        sendAt: 'sendAt' in trigger ? trigger.sendAt : null,
        releaseSculptureId: 'releaseSculptureId' in trigger ? trigger.releaseSculptureId : null,
      });
      return { campaignId, recipients };
    }),
  );
}

/** A moment as a SQL timestamptz parameter (the same text on PGlite and PostgreSQL). */
const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/**
 * A scheduled campaign whose time has come by `now`, or whose piece is out of its lock. The time
 * is the background clock's (the machine's outside tests), the one the release scheduler unlocks
 * pieces by, so a campaign waiting for a release and the release itself agree on the moment.
 */
const isDue = (now: Date) => sql`(
  campaign.send_at <= ${at(now)}
  or exists (
    select 1 from ${sculptures} as piece
    where piece.id = campaign.release_sculpture_id
      and (piece.is_locked = false or piece.release_at <= ${at(now)})
  )
)`;

/**
 * Starts the scheduled campaigns that are due: each one's status moves to queued and its
 * deliveries are written in the same transaction, so it starts exactly once whichever instance
 * gets there first (the others skip the locked rows, then see it queued), and a crash before
 * the commit leaves it scheduled for the next pass.
 */
export async function startDueCampaigns(db: Db, now: Date): Promise<QueuedCampaign[]> {
  return db.transaction(async (tx) => {
    const due = await tx.execute<{ id: number }>(sql`
      with due as materialized (
        select id from ${newsletterCampaigns} as campaign
        where campaign.status = 'scheduled' and ${isDue(now)}
        order by campaign.send_at nulls first, campaign.id
        limit 20
        for update skip locked
      )
      update ${newsletterCampaigns} as campaign
      set status = 'queued', started_at = now(), updated_at = now()
      from due where campaign.id = due.id
      returning campaign.id
    `);
    const started: QueuedCampaign[] = [];
    for (const { id } of due.rows) {
      const campaignId = Number(id);
      started.push({ campaignId, recipients: await freezeRecipients(tx, campaignId) });
    }
    return started;
  });
}

/**
 * How long after `now` the next scheduled campaign (or the release it waits for) is due; null: none.
 * A campaign whose piece is already released is due now, as isDue counts it: releasing clears
 * the piece's release time, and a pass that read the piece still locked and then read this after
 * the release would otherwise sleep a whole poll past the release.
 */
export async function msUntilNextScheduled(db: Db, now: Date): Promise<number | null> {
  const result = await db.execute<{ ms: string | number | null }>(sql`
    select extract(epoch from min(coalesce(
      campaign.send_at,
      case when piece.is_locked then piece.release_at else ${at(now)} end
    )) - ${at(now)}) * 1000 as ms
    from ${newsletterCampaigns} as campaign
    left join ${sculptures} as piece on piece.id = campaign.release_sculpture_id
    where campaign.status = 'scheduled'
  `);
  const ms = result.rows[0]?.ms;
  return ms == null ? null : Math.max(0, Number(ms));
}

/**
 * Moves a scheduled campaign on (cancelled, or back to a draft to be changed) only while it is
 * still scheduled. Answers 'done', or the status that stopped it (queued: the scheduler started
 * it first), or 'missing'.
 */
export async function leaveSchedule(
  db: Db,
  id: number,
  status: 'cancelled' | 'draft',
): Promise<'done' | 'missing' | CampaignStatus> {
  const changed = await db.execute<{ id: number }>(sql`
    update ${newsletterCampaigns} set status = ${status}, updated_at = now()
    where id = ${id} and status = 'scheduled'
    returning id
  `);
  if (changed.rows.length > 0) return 'done';
  const [row] = await db
    .select({ status: newsletterCampaigns.status })
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.id, id));
  return row?.status ?? 'missing';
}

export async function pieceTitle(db: Db, sculptureId: number): Promise<string | null> {
  const [row] = await db
    .select({ title: sculptures.title })
    .from(sculptures)
    .where(eq(sculptures.id, sculptureId));
  return row?.title ?? null;
}

/** When a piece's scheduled release is, if it has one. */
export async function releaseMoment(db: Db, sculptureId: number): Promise<Date | null> {
  const [row] = await db
    .select({ releaseAt: sculptures.releaseAt })
    .from(sculptures)
    .where(eq(sculptures.id, sculptureId));
  return row?.releaseAt ?? null;
}

export async function findCampaign(db: Db, id: number) {
  const [row] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
  return row ?? null;
}

export type Campaign = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;
