import { randomUUID } from 'node:crypto';
import { type Clock, systemClock } from '../clock';
import type { Db } from '../db/index';
import { describeDeliveryFailure, isPermanentDeliveryFailure } from '../mail/delivery-error';
import type { Mailer, MailLog, MailMessage } from '../mail/mailer';
import type { DeliveryQueue, QueuedDelivery } from './delivery-queue';
import { DEFAULT_RETRY_POLICY, type RetryPolicy, retryDelayMs } from './retry-delay';
import type { MailPriority, SendingBudget } from './sending-budget';
import { createWakeSignal } from './wake-signal';

export interface DeliverySenderTuning {
  /** Messages in flight at most. */
  concurrency?: number;
  retry?: Partial<RetryPolicy>;
  /** How long a claim holds without renewal; a live sender renews every third of it. */
  leaseMs?: number;
  /** Longest sleep while idle: how soon work queued by another instance is noticed. */
  pollIntervalMs?: number;
  /**
   * The database is this process's alone (embedded PGlite): any claim found at start was left
   * by a killed process, so all of them are handed back at once instead of after the lease.
   */
  exclusiveDatabase?: boolean;
  /** What its sleeps and claim renewals are timed by; the machine's clock by default. */
  clock?: Clock;
  /** The rate every sender keeps together (MAIL_RATE_PER_SECOND/_HOUR); none: as fast as it can. */
  budget?: SendingBudget;
}

export interface DeliverySenderOptions<T extends QueuedDelivery> extends DeliverySenderTuning {
  db: Db;
  mailer: Mailer;
  log: MailLog;
  /** Names the queue in log lines: `${kind} deliveries ...`. */
  kind: string;
  /** Whether its mail waits behind one person's mail for the shared rate (sending-budget.ts). */
  priority: MailPriority;
  queue: DeliveryQueue<T>;
  /** One recipient's message; a throw counts as a failed attempt. */
  compose: (delivery: T) => Promise<MailMessage>;
  /** Called when nothing is in flight: a good time to drop whatever compose cached. */
  onIdle?: () => void;
}

export interface DeliverySender {
  /** Hands back abandoned claims, then delivers in the background until stop(). */
  start(): Promise<void>;
  /** Stops claiming, lets the messages in flight finish and record their outcome. */
  stop(): Promise<void>;
  /** Work was queued: look now rather than at the next poll. */
  wake(): void;
}

/**
 * Delivers a queue's emails with bounded concurrency. Each copy is claimed in the database
 * before it is sent and marked sent after the server accepted it, so a crash can only repeat
 * the copies that were in flight, and never skip one; see delivery-queue.ts.
 */
export function createDeliverySender<T extends QueuedDelivery>(
  options: DeliverySenderOptions<T>,
): DeliverySender {
  const { db, mailer, log, kind, queue, compose } = options;
  const concurrency = options.concurrency ?? 8;
  const retry: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const leaseMs = options.leaseMs ?? 60_000;
  const pollIntervalMs = options.pollIntervalMs ?? 2_000;
  const maintenanceIntervalMs = leaseMs / 3;

  const clock = options.clock ?? systemClock;
  const senderId = randomUUID();
  const signal = createWakeSignal(clock);
  /** Rows this sender holds: being sent, or sent and not yet recorded. Never more than `concurrency`. */
  const claimed = new Set<number>();
  const tasks = new Set<Promise<void>>();
  /** Accepted by the SMTP server; recorded together by the loop, still claimed until then. */
  const sentUnrecorded: number[] = [];
  let loop: Promise<void> | null = null;
  let stopping = false;

  async function recordFailure(delivery: T, error: unknown) {
    const reason = describeDeliveryFailure(error);
    const delayMs = isPermanentDeliveryFailure(error) ? null : retryDelayMs(retry, delivery.attempts);
    const details = { deliveryId: delivery.id, attempts: delivery.attempts, reason };
    if (delayMs === null) {
      await queue.markFailed(db, delivery.id, senderId, reason);
      log.warn(details, `${kind} delivery failed`);
    } else {
      await queue.scheduleRetry(db, delivery.id, senderId, reason, delayMs);
      log.info({ ...details, retryInMs: delayMs }, `${kind} delivery will be retried`);
    }
  }

  async function deliver(delivery: T) {
    try {
      await mailer.send(await compose(delivery));
    } catch (error) {
      await recordFailure(delivery, error);
      claimed.delete(delivery.id);
      return;
    }
    sentUnrecorded.push(delivery.id);
  }

  function track(delivery: T) {
    claimed.add(delivery.id);
    const task = deliver(delivery)
      .catch((error: unknown) => {
        // The claim is no longer renewed: after the lease the copy is handed back and sent again.
        claimed.delete(delivery.id);
        log.error({ err: error, deliveryId: delivery.id }, `could not record a ${kind} delivery`);
      })
      .finally(() => {
        tasks.delete(task);
        signal.poke();
      });
    tasks.add(task);
  }

  /**
   * One statement for every copy accepted since the last call. A copy whose record is lost in a
   * crash stays claimed and is sent again after the restart: it counts as in flight until here.
   */
  async function recordSent() {
    if (sentUnrecorded.length === 0) return;
    const ids = sentUnrecorded.splice(0);
    try {
      await queue.markSent(db, ids, senderId);
    } catch (error) {
      sentUnrecorded.push(...ids);
      throw error;
    }
    for (const id of ids) claimed.delete(id);
  }

  async function maintainClaims() {
    await queue.renewClaims(db, senderId, [...claimed]);
    const released = await queue.releaseClaims(db, { olderThanMs: leaseMs });
    if (released > 0) log.warn({ released }, `${kind} deliveries of a stopped sender handed back`);
  }

  /**
   * How many copies to claim now: as many as are free without a rate; with one, what the shared
   * budget grants, asked only when a copy is due (an idle sender takes nothing, and personal mail
   * holds newsletters back only while it really waits). `retryAt` is set when due mail must wait.
   */
  async function allow(free: number): Promise<{
    granted: number;
    retryAt: number | null;
    giveBack: (unused: number) => Promise<void>;
  }> {
    const noneToGiveBack = async () => {};
    const { budget } = options;
    if (!budget) return { granted: free, retryAt: null, giveBack: noneToGiveBack };
    if ((await queue.msUntilNextDue(db)) !== 0)
      return { granted: 0, retryAt: null, giveBack: noneToGiveBack };
    const allowance = await budget.take(options.priority, free);
    return { ...allowance, retryAt: allowance.granted < free ? allowance.retryAt : null };
  }

  /** How long to sleep when no more work is due right now. */
  async function idleSleepMs(): Promise<number> {
    if (claimed.size >= concurrency) return maintenanceIntervalMs;
    if (claimed.size === 0) options.onIdle?.();
    const nextDue = await queue.msUntilNextDue(db);
    return Math.min(pollIntervalMs, maintenanceIntervalMs, nextDue ?? pollIntervalMs);
  }

  async function run() {
    let maintainedAt = 0;
    while (!stopping) {
      try {
        await recordSent();
        if (clock.now().getTime() - maintainedAt >= maintenanceIntervalMs) {
          await maintainClaims();
          maintainedAt = clock.now().getTime();
        }
        const free = concurrency - claimed.size;
        if (free > 0) {
          const allowance = await allow(free);
          if (allowance.granted > 0) {
            const claim = await queue.claimDue(db, senderId, allowance.granted);
            for (const delivery of claim.deliveries) track(delivery);
            await allowance.giveBack(allowance.granted - claim.deliveries.length);
            // As many as asked (some skipped): more may be due, and slots may be free already.
            if (claim.claimed === allowance.granted && claimed.size < concurrency) continue;
          }
          if (allowance.retryAt !== null) {
            // Due mail waits for the rate: until the next second or hour (counted from now, so time
            // spent claiming is not slept again), waking to renew any claims held.
            const waitMs = Math.max(0, allowance.retryAt - clock.now().getTime());
            await signal.sleep(claimed.size > 0 ? Math.min(waitMs, maintenanceIntervalMs) : waitMs);
            continue;
          }
        }
        await signal.sleep(await idleSleepMs());
      } catch (error) {
        log.error({ err: error }, `${kind} sender could not reach the database`);
        await signal.sleep(pollIntervalMs);
      }
    }
  }

  return {
    async start() {
      if (loop) return;
      stopping = false;
      if (options.exclusiveDatabase) {
        const released = await queue.releaseClaims(db);
        if (released > 0) log.warn({ released }, `${kind} deliveries interrupted by a crash handed back`);
      }
      loop = run();
    },
    async stop() {
      stopping = true;
      signal.poke();
      await loop;
      await Promise.all(tasks);
      await recordSent();
      loop = null;
    },
    wake: () => signal.poke(),
  };
}
