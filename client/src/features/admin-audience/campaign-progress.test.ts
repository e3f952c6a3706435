import type { CampaignSummary } from '@contract/newsletter';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_POLL_MS, campaignPollInterval, SCHEDULED_POLL_MS, settledCount } from './campaign-progress';

function campaign(counts: Partial<CampaignSummary>): CampaignSummary {
  return {
    id: 1,
    subject: 'The next drop',
    createdAt: '2026-03-04T10:00:00.000Z',
    total: 10,
    sent: 0,
    failed: 0,
    pending: 0,
    skipped: 0,
    delivered: 0,
    bounced: 0,
    complained: 0,
    state: (counts.pending ?? 0) > 0 ? 'sending' : 'sent',
    updatedAt: '2026-03-04T10:00:00.000Z',
    startedAt: '2026-03-04T10:00:00.000Z',
    sendAt: null,
    release: null,
    pace: null,
    ...counts,
  };
}

describe('campaignPollInterval', () => {
  it('polls every 2 s while any campaign has pending copies', () => {
    const list = [campaign({ sent: 10 }), campaign({ id: 2, sent: 4, pending: 6 })];
    expect(campaignPollInterval(list)).toBe(CAMPAIGN_POLL_MS);
    expect(CAMPAIGN_POLL_MS).toBe(2000);
  });

  it('stops once no campaign has pending copies, failures included', () => {
    expect(campaignPollInterval([campaign({ sent: 8, failed: 1, skipped: 1 })])).toBe(false);
  });

  it('polls every 2 s when a scheduled campaign is about to start, every minute when it is far off', () => {
    const now = Date.parse('2026-03-04T10:00:00.000Z');
    const at = (ms: number) =>
      campaign({ state: 'scheduled', total: 0, sendAt: new Date(now + ms).toISOString() });
    expect(campaignPollInterval([campaign({ sent: 10 }), at(30_000)], now)).toBe(CAMPAIGN_POLL_MS);
    expect(campaignPollInterval([at(3_600_000)], now)).toBe(SCHEDULED_POLL_MS);
    expect(campaignPollInterval([campaign({ state: 'draft', total: 0 })], now)).toBe(false);
  });

  it('does not poll an empty or not yet loaded list', () => {
    expect(campaignPollInterval([])).toBe(false);
    expect(campaignPollInterval(undefined)).toBe(false);
  });
});

describe('settledCount', () => {
  it('counts sent, failed and skipped copies, not pending ones', () => {
    expect(settledCount(campaign({ sent: 5, failed: 1, skipped: 2, pending: 2 }))).toBe(8);
  });
});
