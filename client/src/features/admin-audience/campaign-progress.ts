import type { CampaignSummary } from '@contract/newsletter';

/** How often the campaign list refreshes while copies are still going out. */
export const CAMPAIGN_POLL_MS = 2000;

export function isSending(campaign: CampaignSummary): boolean {
  return campaign.pending > 0;
}

/**
 * §7 says no polling, and every other query obeys. The campaign list is the exception: the
 * sender delivers in the background with nothing to push progress to the page, so the list
 * asks again every 2 s while any campaign still has pending copies, and stops once none has.
 */
export function campaignPollInterval(campaigns: readonly CampaignSummary[] | undefined): number | false {
  return pollWhilePending(campaigns);
}

/** The same rule for any list of sends (a piece's waitlist emails too). */
export function pollWhilePending(sends: readonly { pending: number }[] | undefined): number | false {
  return sends?.some((send) => send.pending > 0) ? CAMPAIGN_POLL_MS : false;
}

/** Copies whose fate is settled: delivered, failed for good, or skipped after an unsubscribe. */
export function settledCount(campaign: CampaignSummary): number {
  return campaign.sent + campaign.failed + campaign.skipped;
}
