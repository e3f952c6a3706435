import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { BackgroundSettings } from '../app-config';
import type { MailSending } from '../core/app-core';
import type { BackgroundLoop, CoreLoopName, WakeLoop } from '../core/background/loop';
import type { Clock } from '../core/clock';
import type { Db } from '../core/db/index';
import { createTransactionalMailSender } from '../core/mail/transactional-mail-sender';

/** What a loop is made from: the app's shared parts (core/app-core.ts) and the loops' settings. */
export interface LoopContext {
  db: Db;
  log: FastifyBaseLogger;
  clock: Clock;
  settings: BackgroundSettings;
  /** Absolute origin of the links mail carries. */
  publicUrl: string;
  /** Without it (most tests) no mail loop runs, and waking one does nothing. */
  mailSending: MailSending | null;
  /** Wakes another loop: a scheduler that queued mail wakes its sender. */
  wake: WakeLoop;
}

/** Makes one loop; null when it cannot run in this app (a mail sender with no mailer). */
export type LoopFactory = (context: LoopContext) => BackgroundLoop | null;

/** A mail sender runs only where there is a mailer to send with. */
const withMailer =
  (make: (context: LoopContext, sending: MailSending) => BackgroundLoop): LoopFactory =>
  (context) =>
    context.mailSending ? make(context, context.mailSending) : null;

/**
 * Each loop, by its name (loop.ts), in the order it starts. To add one: its name in LoopName, its
 * entry here (the compiler asks for both). The waits each one keeps (a timer, a poll) are its own;
 * what it is woken for is said where it is woken.
 */
export const LOOPS: Record<CoreLoopName, LoopFactory> = {
  /** Transactional mail (inquiry notifications) from the outbox, a few at a time. */
  'mail-outbox': withMailer((_context, sending) => createTransactionalMailSender(sending)),
};

/** Adds every loop of LOOPS that can run in this app (a mail sender needs a mailer). */
export function addLayerLoops(app: FastifyInstance, settings: BackgroundSettings): void {
  const context: LoopContext = {
    db: app.db,
    log: app.log,
    clock: app.clock,
    settings,
    publicUrl: app.publicUrl,
    mailSending: app.mailSending,
    wake: app.background.wake,
  };
  for (const [name, make] of Object.entries(LOOPS) as [CoreLoopName, LoopFactory][]) {
    const loop = make(context);
    if (loop) app.background.add(name, loop);
  }
}
