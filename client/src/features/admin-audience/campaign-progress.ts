import type { CampaignSummary } from '@contract/newsletter';

/** How often the campaign list refreshes while copies are still going out. */
export const CAMPAIGN_POLL_MS = 2000;
/** While a scheduled campaign is further off than this, the list looks again only this often. */
export const SCHEDULED_POLL_MS = 60_000;

export function isSending(campaign: CampaignSummary): boolean {
  return campaign.state === 'sending';
}

/** A scheduled campaign about to start: it starts within the next slow poll, or waits for a release. */
function startsSoon(campaign: CampaignSummary, now: number): boolean {
  if (campaign.state !== 'scheduled') return false;
  return campaign.sendAt === null || new Date(campaign.sendAt).getTime() - now < SCHEDULED_POLL_MS;
}

/**
 * The admin reads do not poll, and every other query obeys. The campaign list is the exception: the
 * sender delivers in the background with nothing to push progress to the page, so the list
 * asks again every 2 s while a campaign is sending or about to start, every minute while one
 * is scheduled further off, and not at all otherwise.
 */
export function campaignPollInterval(
  campaigns: readonly CampaignSummary[] | undefined,
  now = Date.now(),
): number | false {
  if (!campaigns) return false;
  if (campaigns.some((campaign) => isSending(campaign) || startsSoon(campaign, now))) return CAMPAIGN_POLL_MS;
  return campaigns.some((campaign) => campaign.state === 'scheduled') ? SCHEDULED_POLL_MS : false;
}

/** The every-2-s rule for any list of sends still going out (a piece's waitlist emails). */
export function pollWhilePending(sends: readonly { pending: number }[] | undefined): number | false {
  return sends?.some((send) => send.pending > 0) ? CAMPAIGN_POLL_MS : false;
}

/** Copies whose fate is settled: delivered, failed for good, or skipped after an unsubscribe. */
export function settledCount(campaign: CampaignSummary): number {
  return campaign.sent + campaign.failed + campaign.skipped;
}
