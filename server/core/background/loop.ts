/**
 * One piece of work that runs without a request: a mail sender, a scheduler, a backfill.
 * The background module (background.ts) starts every loop once the database is migrated and
 * stops it when the app closes; whatever queues its work wakes it by its name (LoopName below).
 */
export interface BackgroundLoop {
  /**
   * Picks up what a previous run left (claims of a killed process, schedules that came due while
   * no server ran), then runs until stop(). Resolves once that first look is done.
   */
  start(): Promise<void>;
  /** Takes on no more work and resolves once what is under way has finished and been recorded. */
  stop(): Promise<void>;
  /** Work for it was just recorded here: look now rather than at the next poll or timer. */
  wake?(): void;
}

/**
 * The loop core adds itself (core/app-core.ts, where there is a mailer): the transactional
 * outbox's sender, which every module that queues mail wakes.
 */
export type CoreLoopName = 'mail-outbox';

/**
 * The loops feature modules add themselves (Background.add): sales opens, reminds and lapses
 * orders; analytics writes the visits counted; account lapses resales; draws close and draw;
 * challenges forgets spent answers; reservations lapse holds, email each step to its collector
 * and the owner their daily digest; drops release pieces at their time; audience sends the double
 * opt-in's "please confirm" and reads the bounce mailbox; collectors deletes what is past the
 * retention setting.
 */
export type ModuleLoopName =
  | 'sales'
  | 'analytics'
  | 'resales'
  | 'draws'
  | 'challenges'
  | 'waitlist-sender'
  | 'newsletter-sender'
  | 'campaign-scheduler'
  | 'variant-backfill'
  | 'reservation-lapses'
  | 'reservation-sender'
  | 'owner-digest'
  | 'release-scheduler'
  | 'confirmation-sender'
  | 'bounce-reader'
  | 'data-retention';

export type LoopName = CoreLoopName | ModuleLoopName;

/** Wakes one loop of this instance (other instances' loops notice at their next poll). */
export type WakeLoop = (loop: LoopName) => void;
