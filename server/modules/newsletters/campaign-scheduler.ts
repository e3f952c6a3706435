import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundLoop } from '../../core/background/loop';
import { type Clock, systemClock } from '../../core/clock';
import type { Db } from '../../core/db/index';
import { createWakeSignal } from '../../core/delivery/wake-signal';
import { msUntilNextScheduled, type QueuedCampaign, startDueCampaigns } from './campaigns';

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
  /** What its sleeps are timed by and whether a campaign is due is read on (tests move it on). */
  clock?: Clock;
}

export const CAMPAIGN_POLL_MS = 5_000;
/** After a failed pass (the database unreachable, say). */
const RETRY_MS = 1000;

/**
 * Starts scheduled newsletters on time, on whichever instance is up: each pass starts every due
 * campaign (startDueCampaigns makes each start happen once across instances and restarts), then
 * sleeps until the next one is due, or the poll interval, whichever is sooner. Waking it (a
 * schedule changed here) runs a pass at once.
 */
export function createCampaignScheduler({
  db,
  log,
  onStarted,
  pollIntervalMs = CAMPAIGN_POLL_MS,
  clock = systemClock,
}: CampaignSchedulerOptions): BackgroundLoop {
  const signal = createWakeSignal(clock);
  let closed = false;
  let running: Promise<void> | undefined;

  /**
   * One pass, as of the moment it read the clock; answers when the next one is due. Counted from
   * that moment, not from the pass's end: time that went by while it ran (a slow database, a
   * test moving the clock on) is not slept a second time, and a campaign due meanwhile is not
   * skipped.
   */
  async function pass(): Promise<number> {
    const now = clock.now();
    const started = await startDueCampaigns(db, now);
    if (started.length > 0) {
      log.info({ campaigns: started }, 'scheduled newsletters started');
      onStarted?.(started);
    }
    const next = await msUntilNextScheduled(db, now);
    return now.getTime() + Math.min(pollIntervalMs, next ?? pollIntervalMs);
  }

  const afterFailure = () => clock.now().getTime() + RETRY_MS;

  async function loop(firstPassDue: number) {
    let nextPassDue = firstPassDue;
    while (!closed) {
      await signal.sleep(nextPassDue - clock.now().getTime());
      if (closed) break;
      try {
        nextPassDue = await pass();
      } catch (error) {
        log.error({ err: error }, 'newsletter scheduler pass failed: retrying in a second');
        nextPassDue = afterFailure();
      }
    }
  }

  return {
    async start() {
      if (running) return;
      closed = false;
      // The first pass starts the campaigns that came due while no server ran.
      let firstPassDue: number;
      try {
        firstPassDue = await pass();
      } catch (error) {
        log.error({ err: error }, 'newsletter scheduler could not start its first pass');
        firstPassDue = afterFailure();
      }
      running = loop(firstPassDue);
    },
    wake: () => signal.poke(),
    async stop() {
      closed = true;
      signal.poke();
      await running;
      running = undefined;
    },
  };
}
