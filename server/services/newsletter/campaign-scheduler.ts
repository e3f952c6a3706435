import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index';
import {
  msUntilNextScheduled,
  type QueuedCampaign,
  startDueCampaigns,
} from '../../repositories/newsletter-campaigns';
import { createWakeSignal } from './wake-signal';

export interface CampaignSchedulerOptions {
  db: Db;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /** Called on the instance that started campaigns: their copies are queued now. */
  onStarted?: (campaigns: QueuedCampaign[]) => void;
  /**
   * Longest sleep: how soon a campaign scheduled (or moved earlier) on another instance, or
   * whose piece another instance released, is noticed. This instance's own changes wake it.
   */
  pollIntervalMs?: number;
}

export interface CampaignScheduler {
  /** Resolves once the first pass (campaigns that came due while no server ran) is done. */
  started: Promise<void>;
  /** A schedule changed here: look again now. */
  wake(): void;
  close(): Promise<void>;
}

export const CAMPAIGN_POLL_MS = 5_000;

/**
 * Starts scheduled newsletters on time, on whichever instance is up: each pass starts every due
 * campaign (startDueCampaigns makes each start happen once across instances and restarts), then
 * sleeps until the next one is due, or the poll interval, whichever is sooner.
 */
export function startCampaignScheduler({
  db,
  log,
  onStarted,
  pollIntervalMs = CAMPAIGN_POLL_MS,
}: CampaignSchedulerOptions): CampaignScheduler {
  const signal = createWakeSignal();
  let closed = false;

  async function pass(): Promise<number> {
    const started = await startDueCampaigns(db);
    if (started.length > 0) {
      log.info({ campaigns: started }, 'scheduled newsletters started');
      onStarted?.(started);
    }
    const next = await msUntilNextScheduled(db);
    return Math.min(pollIntervalMs, next ?? pollIntervalMs);
  }

  async function loop(first: Promise<number>) {
    let sleepMs = await first.catch(() => 1000);
    while (!closed) {
      await signal.sleep(sleepMs);
      if (closed) break;
      try {
        sleepMs = await pass();
      } catch (error) {
        log.error({ err: error }, 'newsletter scheduler pass failed: retrying in a second');
        sleepMs = 1000;
      }
    }
  }

  const first = pass();
  const running = loop(first);
  return {
    started: first.then(
      () => undefined,
      (error: unknown) => log.error({ err: error }, 'newsletter scheduler could not start its first pass'),
    ),
    wake: () => signal.poke(),
    async close() {
      closed = true;
      signal.poke();
      await running;
    },
  };
}
