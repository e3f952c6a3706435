import { desc, eq, sql } from 'drizzle-orm';
import type { CampaignState, CampaignSummary } from '../../../contract/newsletter';
import type { SendingPace } from '../../../contract/sending-pace';
import type { Db } from '../../core/db/index';
import { toIso } from '../../core/db/mapping';
import { type CampaignStatus, newsletterCampaigns, newsletterDeliveries, sculptures } from '../../db/schema';

const c = newsletterCampaigns;
const d = newsletterDeliveries;
const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(${d.id}) filter (where ${condition})`.mapWith(Number);

/** A queued campaign is sending while any copy is still pending, and sent once none is. */
function stateOf(status: CampaignStatus, pending: number): CampaignState {
  if (status === 'queued') return pending > 0 ? 'sending' : 'sent';
  return status;
}

/**
 * Every newsletter with where its deliveries stand: drafts first (latest edited first), then
 * scheduled ones (soonest first), then the rest, latest started first. `pace` is the sending
 * rate newsletters keep, told with the ones still sending; null without one.
 */
export async function listCampaignSummaries(
  db: Db,
  pace: SendingPace | null = null,
): Promise<CampaignSummary[]> {
  const rows = await db
    .select({
      id: c.id,
      subject: c.subject,
      status: c.status,
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
      sendAt: c.sendAt,
      startedAt: c.startedAt,
      releaseSculptureId: c.releaseSculptureId,
      releaseTitle: sculptures.title,
      total: sql<number>`count(${d.id})`.mapWith(Number),
      sent: countWhere(sql`${d.status} = 'sent'`),
      failed: countWhere(sql`${d.status} = 'failed'`),
      pending: countWhere(sql`${d.status} in ('pending', 'sending')`),
      skipped: countWhere(sql`${d.status} = 'skipped'`),
      bounced: countWhere(sql`${d.feedback} in ('hard', 'soft')`),
      complained: countWhere(sql`${d.feedback} = 'complaint'`),
    })
    .from(c)
    .leftJoin(d, eq(d.campaignId, c.id))
    .leftJoin(sculptures, eq(sculptures.id, c.releaseSculptureId))
    .groupBy(c.id, sculptures.id)
    .orderBy(
      sql`case ${c.status} when 'draft' then 0 when 'scheduled' then 1 else 2 end`,
      sql`case when ${c.status} = 'draft' then ${c.updatedAt} end desc`,
      sql`case when ${c.status} = 'scheduled' then ${c.sendAt} end asc nulls last`,
      desc(sql`coalesce(${c.startedAt}, ${c.updatedAt})`),
      desc(c.id),
    );
  return rows.map(({ status, releaseSculptureId, releaseTitle, ...row }) => ({
    ...row,
    delivered: Math.max(0, row.sent - row.bounced - row.complained),
    state: stateOf(status, row.pending),
    pace: stateOf(status, row.pending) === 'sending' ? pace : null,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    sendAt: row.sendAt ? toIso(row.sendAt) : null,
    startedAt: row.startedAt ? toIso(row.startedAt) : null,
    release:
      releaseSculptureId !== null && releaseTitle !== null
        ? { sculptureId: releaseSculptureId, title: releaseTitle }
        : null,
  }));
}
