import type { CampaignSummary } from '@contract/newsletter';
import type { SendingPace } from '@contract/sending-pace';

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

const count = new Intl.NumberFormat('en-US');

/** "about 17 minutes", "about 2 hours 5 minutes", "less than a minute": for the owner, not exact. */
function roughDuration(seconds: number): string {
  if (seconds < 60) return 'less than a minute';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `about ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourText = `${hours} hour${hours === 1 ? '' : 's'}`;
  return `about ${hourText}${rest > 0 ? ` ${rest} minute${rest === 1 ? '' : 's'}` : ''}`;
}

/**
 * How copies still pending go out under the sending rate: its pace and a rough time left, e.g.
 * "at 10 a second; about 17 minutes left". They go at the second's rate until the hour's share is
 * used, then wait for the next hour; other mail shares the rate, so the time is "about".
 */
export function paceText(pending: number, pace: SendingPace | null): string | null {
  if (!pace || pending === 0) return null;
  const fullHours = Math.floor(pending / pace.perHour);
  const seconds = fullHours * 3600 + (pending % pace.perHour) / pace.perSecond;
  const hourly = pace.perSecond * 3600 > pace.perHour ? ` and ${count.format(pace.perHour)} an hour` : '';
  return `at ${count.format(pace.perSecond)} a second${hourly}; ${roughDuration(seconds)} left`;
}

/** What a newsletter still sending says of its pace: "Sending at 10 a second; about 17 minutes left". */
export function pacedSendingText(campaign: CampaignSummary): string | null {
  const pace = campaign.state === 'sending' ? paceText(campaign.pending, campaign.pace) : null;
  return pace ? `Sending ${pace}` : null;
}
