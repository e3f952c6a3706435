import { desc, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import type { NewsletterSend } from '../../contract/audience';
import type { CampaignSummary } from '../../contract/newsletter';
import type { Db } from '../db/index';
import { newsletterCampaigns, newsletterDeliveries, newsletterSubscribers } from '../db/schema';
import { toIso } from './mapping';

export interface QueuedCampaign {
  campaignId: number;
  recipients: number;
}

/**
 * Records a campaign and one pending delivery per current subscriber in one transaction: the
 * recipient list is frozen at this moment. Answers null, and records nothing, when nobody is
 * subscribed.
 */
export async function queueCampaign(db: Db, content: NewsletterSend): Promise<QueuedCampaign | null> {
  try {
    return await db.transaction(async (tx) => {
      const [campaign] = await tx.insert(newsletterCampaigns).values(content).returning();
      const campaignId = campaign!.id;
      const deliveries = await tx.execute<{ id: number }>(sql`
        insert into ${newsletterDeliveries} (campaign_id, subscriber_id, email)
        select ${campaignId}, id, email from ${newsletterSubscribers} where unsubscribed_at is null
        returning id
      `);
      if (deliveries.rows.length === 0) tx.rollback();
      return { campaignId, recipients: deliveries.rows.length };
    });
  } catch (error) {
    if (error instanceof TransactionRollbackError) return null;
    throw error;
  }
}

export async function findCampaign(db: Db, id: number) {
  const [row] = await db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
  return row ?? null;
}

export type Campaign = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;

const d = newsletterDeliveries;
const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(${d.id}) filter (where ${condition})`.mapWith(Number);

/** Past campaigns, newest first, with where each one's deliveries stand. */
export async function listCampaignSummaries(db: Db): Promise<CampaignSummary[]> {
  const rows = await db
    .select({
      id: newsletterCampaigns.id,
      subject: newsletterCampaigns.subject,
      createdAt: newsletterCampaigns.createdAt,
      total: sql<number>`count(${d.id})`.mapWith(Number),
      sent: countWhere(sql`${d.status} = 'sent'`),
      failed: countWhere(sql`${d.status} = 'failed'`),
      pending: countWhere(sql`${d.status} in ('pending', 'sending')`),
      skipped: countWhere(sql`${d.status} = 'skipped'`),
    })
    .from(newsletterCampaigns)
    .leftJoin(d, eq(d.campaignId, newsletterCampaigns.id))
    .groupBy(newsletterCampaigns.id)
    .orderBy(desc(newsletterCampaigns.createdAt), desc(newsletterCampaigns.id));
  return rows.map((row) => ({ ...row, createdAt: toIso(row.createdAt) }));
}
