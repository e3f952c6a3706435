import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/index';
import { type Campaign, findCampaign } from '../../repositories/newsletter-campaigns';
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  markDeliveriesSent,
  markDeliveryFailed,
  msUntilNextDue,
  releaseClaims,
  renewClaims,
  scheduleDeliveryRetry,
} from '../../repositories/newsletter-deliveries';
import { describeDeliveryFailure, isPermanentDeliveryFailure } from '../mailer/delivery-error';
import type { Mailer, MailLog } from '../mailer/mailer';
import { buildNewsletterMessage, unsubscribeLinks } from './newsletter-message';
import { DEFAULT_RETRY_POLICY, type RetryPolicy, retryDelayMs } from './retry-delay';
import { signUnsubscribeToken, unsubscribeSecret } from './unsubscribe-token';
import { createWakeSignal } from './wake-signal';

export interface NewsletterSenderOptions {
  db: Db;
  mailer: Mailer;
  /** Absolute base of the unsubscribe links. */
  publicUrl: string;
  log: MailLog;
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
}

export interface NewsletterSender {
  /** Hands back abandoned claims, then delivers in the background until stop(). */
  start(): Promise<void>;
  /** Stops claiming, lets the messages in flight finish and record their outcome. */
  stop(): Promise<void>;
  /** Work was queued: look now rather than at the next poll. */
  wake(): void;
}

export const NEWSLETTER_CONCURRENCY = 8;

/**
 * Delivers queued newsletter copies with bounded concurrency. Each copy is claimed in the
 * database before it is sent and marked sent after the server accepted it, so a crash can only
 * repeat the copies that were in flight, and never skip one; see claimDueDeliveries.
 */
export function createNewsletterSender(options: NewsletterSenderOptions): NewsletterSender {
  const { db, mailer, publicUrl, log } = options;
  const concurrency = options.concurrency ?? NEWSLETTER_CONCURRENCY;
  const retry: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
  const leaseMs = options.leaseMs ?? 60_000;
  const pollIntervalMs = options.pollIntervalMs ?? 2_000;
  const maintenanceIntervalMs = leaseMs / 3;

  const senderId = randomUUID();
  const signal = createWakeSignal();
  /** Rows this sender holds: being sent, or sent and not yet recorded. Never more than `concurrency`. */
  const claimed = new Set<number>();
  const tasks = new Set<Promise<void>>();
  /** Accepted by the SMTP server; recorded together by the loop, still claimed until then. */
  const sentUnrecorded: number[] = [];
  const campaigns = new Map<number, Promise<Campaign | null>>();
  let loop: Promise<void> | null = null;
  let stopping = false;

  function campaignOf(id: number): Promise<Campaign | null> {
    let campaign = campaigns.get(id);
    if (!campaign) {
      campaign = findCampaign(db, id);
      campaign.catch(() => campaigns.delete(id));
      campaigns.set(id, campaign);
    }
    return campaign;
  }

  async function compose(delivery: ClaimedDelivery) {
    const campaign = await campaignOf(delivery.campaignId);
    if (!campaign) throw new Error(`campaign ${delivery.campaignId} no longer exists`);
    const token = signUnsubscribeToken(await unsubscribeSecret(db), delivery.subscriberId, delivery.email);
    return buildNewsletterMessage(campaign, delivery.email, unsubscribeLinks(publicUrl, token));
  }

  async function recordFailure(delivery: ClaimedDelivery, error: unknown) {
    const reason = describeDeliveryFailure(error);
    const delayMs = isPermanentDeliveryFailure(error) ? null : retryDelayMs(retry, delivery.attempts);
    const details = {
      deliveryId: delivery.id,
      campaignId: delivery.campaignId,
      attempts: delivery.attempts,
      reason,
    };
    if (delayMs === null) {
      await markDeliveryFailed(db, delivery.id, senderId, reason);
      log.warn(details, 'newsletter delivery failed');
    } else {
      await scheduleDeliveryRetry(db, delivery.id, senderId, reason, delayMs);
      log.info({ ...details, retryInMs: delayMs }, 'newsletter delivery will be retried');
    }
  }

  async function deliver(delivery: ClaimedDelivery) {
    try {
      await mailer.send(await compose(delivery));
    } catch (error) {
      await recordFailure(delivery, error);
      claimed.delete(delivery.id);
      return;
    }
    sentUnrecorded.push(delivery.id);
  }

  function track(delivery: ClaimedDelivery) {
    claimed.add(delivery.id);
    const task = deliver(delivery)
      .catch((error: unknown) => {
        // The claim is no longer renewed: after the lease the copy is handed back and sent again.
        claimed.delete(delivery.id);
        log.error({ err: error, deliveryId: delivery.id }, 'could not record a newsletter delivery');
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
      await markDeliveriesSent(db, ids, senderId);
    } catch (error) {
      sentUnrecorded.push(...ids);
      throw error;
    }
    for (const id of ids) claimed.delete(id);
  }

  async function maintainClaims() {
    await renewClaims(db, senderId, [...claimed]);
    const released = await releaseClaims(db, { olderThanMs: leaseMs });
    if (released > 0) log.warn({ released }, 'newsletter deliveries of a stopped sender handed back');
  }

  /** How long to sleep when no more work is due right now. */
  async function idleSleepMs(): Promise<number> {
    if (claimed.size >= concurrency) return maintenanceIntervalMs;
    if (claimed.size === 0) campaigns.clear();
    const nextDue = await msUntilNextDue(db);
    return Math.min(pollIntervalMs, maintenanceIntervalMs, nextDue ?? pollIntervalMs);
  }

  async function run() {
    let maintainedAt = 0;
    while (!stopping) {
      try {
        await recordSent();
        if (Date.now() - maintainedAt >= maintenanceIntervalMs) {
          await maintainClaims();
          maintainedAt = Date.now();
        }
        const free = concurrency - claimed.size;
        if (free > 0) {
          const claim = await claimDueDeliveries(db, senderId, free);
          for (const delivery of claim.deliveries) track(delivery);
          // As many as asked (some skipped): more may be due, and slots may be free already.
          if (claim.claimed === free && claimed.size < concurrency) continue;
        }
        await signal.sleep(await idleSleepMs());
      } catch (error) {
        log.error({ err: error }, 'newsletter sender could not reach the database');
        await signal.sleep(pollIntervalMs);
      }
    }
  }

  return {
    async start() {
      if (loop) return;
      stopping = false;
      if (options.exclusiveDatabase) {
        const released = await releaseClaims(db);
        if (released > 0) log.warn({ released }, 'newsletter deliveries interrupted by a crash handed back');
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
