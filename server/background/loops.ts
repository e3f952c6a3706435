import type { FastifyBaseLogger } from 'fastify';
import type { Background } from '../core/background/background';
import type { BackgroundLoop, CoreLoopName, WakeLoop } from '../core/background/loop';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db/index';
import type { DeliverySenderTuning } from '../core/delivery/delivery-sender';
import type { RetryPolicy } from '../core/delivery/retry-delay';
import type { SendingBudget, SendingRate } from '../core/delivery/sending-budget';
import type { Mailer } from '../core/mail/mailer';
import type { BounceMailbox } from '../modules/audience/index';
import { createTransactionalMailSender } from '../services/notifications/transactional-mail-sender';

/** What the loops may be tuned by: the server passes what its environment says, tests shorten waits. */
export interface BackgroundSettings {
  /** The time schedules and sleeps are counted by; the machine's clock by default. */
  clock?: Clock;
  /** NEWSLETTER_LEASE_SECONDS: how long a sender's claim on a copy holds without renewal. */
  leaseMs?: number;
  /** Longest idle sleep of the mail senders: how soon mail queued by another instance goes. */
  senderPollMs?: number;
  /** How the mail senders retry a refused or failed delivery. */
  retry?: Partial<RetryPolicy>;
  /** Longest sleep of the campaign scheduler: how soon another instance's schedule is noticed. */
  campaignPollMs?: number;
  /** BOUNCE_MAILBOX_URL's mailbox: read for bounces and complaints when given. */
  bounceMailbox?: BounceMailbox;
  /** BOUNCE_POLL_SECONDS: how long after one read of the bounce mailbox the next one starts. */
  bouncePollMs?: number;
  /**
   * MAIL_RATE_PER_SECOND/_HOUR: the rate every sender of every instance keeps together, on
   * `clock`. None (most tests): each sender goes as fast as its concurrency lets it.
   */
  sendingRate?: SendingRate;
}

/** What a loop is made from: the app's own parts, built once in buildApp. */
export interface LoopContext {
  db: Db;
  log: FastifyBaseLogger;
  settings: BackgroundSettings;
  /** Absolute origin of the links mail carries. */
  publicUrl: string;
  /** Without one (most tests) no mail loop runs, and waking one does nothing. */
  mailer?: Mailer;
  /** The database is this process's alone (embedded PGlite). */
  exclusiveDatabase: boolean;
  /** Wakes another loop: a scheduler that queued mail wakes its sender. */
  wake: WakeLoop;
  /** The sending rate's shared budget (settings.sendingRate), which every mail sender draws on. */
  sendingBudget?: SendingBudget;
}

/** Makes one loop; null when it cannot run in this app (a mail sender with no mailer). */
export type LoopFactory = (context: LoopContext) => BackgroundLoop | null;

/** The shared delivery queue's options: every sender works it the same way. */
function senderOptions({ db, log, settings, exclusiveDatabase, sendingBudget }: LoopContext, mailer: Mailer) {
  const tuning: DeliverySenderTuning = {
    leaseMs: settings.leaseMs,
    pollIntervalMs: settings.senderPollMs,
    retry: settings.retry,
    clock: settings.clock,
    exclusiveDatabase,
    budget: sendingBudget,
  };
  return { db, log, mailer, ...tuning };
}

/** A mail sender runs only where there is a mailer to send with. */
const withMailer =
  (make: (context: LoopContext, mailer: Mailer) => BackgroundLoop): LoopFactory =>
  (context) =>
    context.mailer ? make(context, context.mailer) : null;

/**
 * Each loop, by its name (loop.ts), in the order it starts. To add one: its name in LoopName, its
 * entry here (the compiler asks for both). The waits each one keeps (a timer, a poll) are its own;
 * what it is woken for is said where it is woken.
 */
export const LOOPS: Record<CoreLoopName, LoopFactory> = {
  /** Transactional mail (inquiry notifications) from the outbox, a few at a time. */
  'mail-outbox': withMailer((context, mailer) =>
    createTransactionalMailSender(senderOptions(context, mailer)),
  ),
};

/** Adds every loop of LOOPS that can run in this app (a mail sender needs a mailer). */
export function addLayerLoops(background: Background, context: Omit<LoopContext, 'wake'>): void {
  for (const [name, make] of Object.entries(LOOPS) as [CoreLoopName, LoopFactory][]) {
    const loop = make({ ...context, wake: background.wake });
    if (loop) background.add(name, loop);
  }
}
