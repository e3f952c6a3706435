import { createIntervalLoop } from '../../core/background/interval-loop';
import type { BackgroundLoop } from '../../core/background/loop';
import { type Clock, systemClock } from '../../core/clock';
import type { Db } from '../../core/db/index';
import type { MailLog } from '../../core/mail/mailer';
import { queueHoldsDigest } from './owner-notices';
import { claimDigestDay, getReservationSettings } from './reservation-settings';

/** The owner's digest goes at the first look after this hour of the day (UTC), a studio's morning in Europe. */
export const DIGEST_HOUR_UTC = 7;
/** How often each instance looks whether the day's digest is due: it goes at most this late. */
export const DIGEST_LOOK_INTERVAL_MS = 10 * 60_000;

export interface OwnerDigestOptions {
  db: Db;
  log: Pick<MailLog, 'error' | 'info'>;
  clock?: Clock;
  /** Where the owner hears of reservations (NOTIFY_EMAIL, else Replies go to); null for nowhere. */
  ownerEmail: () => Promise<string | null>;
  publicUrl: string;
  /** The digest was queued on the outbox: its sender looks now. */
  onQueued: () => void;
}

/**
 * Once a day, the owner's email of the holds waiting for their decision, so a confirmed hold is
 * never left to lapse unseen. Every instance looks; the day is claimed in the database in the
 * transaction that queues the email, so the digest goes once a day however many instances run.
 * A day with no hold waiting sends nothing; with the setting off or no owner address, nothing.
 */
export function createOwnerDigestLoop({
  db,
  log,
  clock = systemClock,
  ownerEmail,
  publicUrl,
  onQueued,
}: OwnerDigestOptions): BackgroundLoop {
  return createIntervalLoop({
    clock,
    intervalMs: DIGEST_LOOK_INTERVAL_MS,
    async pass() {
      const now = clock.now();
      if (now.getUTCHours() < DIGEST_HOUR_UTC) return;
      const settings = await getReservationSettings(db);
      if (!settings.ownerDigest) return;
      const to = await ownerEmail();
      if (!to) return;
      const day = now.toISOString().slice(0, 10);
      const holds = await db.transaction(async (tx) =>
        (await claimDigestDay(tx, day))
          ? queueHoldsDigest(tx, { to, publicUrl, ownerHoldDays: settings.ownerHoldDays })
          : 0,
      );
      if (holds > 0) {
        log.info({ holds }, 'the owner’s digest of holds waiting was queued');
        onQueued();
      }
    },
    onError: (error) => log.error({ err: error }, 'owner digest failed: trying again at the next look'),
  });
}
