import type { CampaignSummary } from '@contract/newsletter';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, serveApi } from '@/test/render-app';
import { CampaignList } from './campaign-list';

const CAMPAIGNS = 'GET /api/admin/newsletters/campaigns';

function campaign(counts: Partial<CampaignSummary>): CampaignSummary {
  return {
    id: 7,
    subject: 'The Next Drop',
    createdAt: '2026-03-04T10:00:00.000Z',
    total: 3,
    sent: 0,
    failed: 0,
    pending: 3,
    skipped: 0,
    delivered: 0,
    bounced: 0,
    complained: 0,
    state: (counts.pending ?? 3) > 0 ? 'sending' : 'sent',
    updatedAt: '2026-03-04T10:00:00.000Z',
    startedAt: '2026-03-04T10:00:00.000Z',
    sendAt: null,
    release: null,
    pace: null,
    ...counts,
  };
}

/** Lets timers, the fetch answer and React's render run. */
async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('CampaignList', () => {
  afterEach(() => vi.useRealTimers());

  it('polls every 2 s while copies are pending and stops once none is', async () => {
    vi.useFakeTimers();
    const answers = [
      campaign({ sent: 1, pending: 2 }),
      campaign({ sent: 2, pending: 1 }),
      campaign({ sent: 3, pending: 0 }),
    ];
    const fetchMock = serveApi({
      [CAMPAIGNS]: () => jsonResponse([answers.shift() ?? campaign({ sent: 3, pending: 0 })]),
    });
    renderApp(<CampaignList />);
    await advance(0);
    const bar = () => screen.getByRole('progressbar', { name: 'Delivery of The Next Drop' });
    expect(bar().getAttribute('aria-valuetext')).toBe('1 of 3 sent');
    expect(screen.getByText('Sending')).toBeTruthy();

    // A little past each tick, for the answer to arrive and render.
    await advance(2050);
    expect(bar().getAttribute('aria-valuetext')).toBe('2 of 3 sent');
    await advance(2050);
    expect(bar().getAttribute('aria-valuenow')).toBe('3');
    expect(screen.getByText('Delivered')).toBeTruthy();

    await advance(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not poll a list with nothing pending', async () => {
    vi.useFakeTimers();
    const fetchMock = serveApi({
      [CAMPAIGNS]: () => jsonResponse([campaign({ sent: 2, failed: 1, pending: 0 })]),
    });
    renderApp(<CampaignList />);
    await advance(0);
    expect(screen.getByText('Some failed')).toBeTruthy();
    await advance(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('tells the pace and the time left of a newsletter paced by the sending rate, and nothing once it is sent', async () => {
    vi.useFakeTimers();
    const pace = { perSecond: 10, perHour: 36_000 };
    const answers = [
      campaign({ total: 10_000, sent: 0, pending: 10_000, pace }),
      campaign({ total: 10_000, sent: 9_980, pending: 20, pace }),
      campaign({ total: 10_000, sent: 10_000, pending: 0, pace: null }),
    ];
    serveApi({
      [CAMPAIGNS]: () =>
        jsonResponse([answers.shift() ?? campaign({ total: 10_000, sent: 10_000, pending: 0 })]),
    });
    renderApp(<CampaignList />);
    await advance(0);
    expect(screen.getByText('Sending at 10 a second; about 17 minutes left')).toBeTruthy();
    await advance(2050);
    expect(screen.getByText('Sending at 10 a second; less than a minute left')).toBeTruthy();
    await advance(2050);
    expect(screen.queryByText(/^Sending at/)).toBeNull();
  });

  it("counts the hours a newsletter waits for when it is more than an hour's share", async () => {
    serveApi({
      [CAMPAIGNS]: () =>
        jsonResponse([campaign({ total: 20_000, pending: 20_000, pace: { perSecond: 10, perHour: 9_000 } })]),
    });
    renderApp(<CampaignList />);
    // Two full hours' shares (18,000), then 2,000 at 10 a second: 2 hours 3 minutes and 20 seconds.
    expect(
      await screen.findByText('Sending at 10 a second and 9,000 an hour; about 2 hours 3 minutes left'),
    ).toBeTruthy();
  });

  it('says so when nothing was sent yet', async () => {
    serveApi({ [CAMPAIGNS]: () => jsonResponse([]) });
    renderApp(<CampaignList />);
    expect(await screen.findByText('No newsletters sent yet')).toBeTruthy();
  });
});
