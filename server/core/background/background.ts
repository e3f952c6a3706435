import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { BackgroundLoop, LoopName, WakeLoop } from './loop';

/**
 * All the work this instance does without a request, with one lifecycle: started once the
 * database is migrated (the app's onReady), stopped when the app closes, woken by name.
 *
 * Adding a loop: write it as a BackgroundLoop (loop.ts: start, stop, and wake if something can
 * queue work for it) taking a Clock for any time it reads or waits on, give it a name (LoopName,
 * loop.ts), and add it from its module as the module registers: `app.background.add(name, loop)`.
 * Whatever queues work for it calls `app.background.wake('its-name')`. docs/architecture.md
 * lists the loops; add yours to its table.
 */
export interface Background {
  /** Starts every loop; resolves once each finished its first look (what came due meanwhile). */
  start(): Promise<void>;
  /** Stops every loop; resolves once the work under way is finished and recorded. */
  stop(): Promise<void>;
  wake: WakeLoop;
  /**
   * A feature module's own loop (server/modules/<feature>), added as the module registers,
   * before the app is ready: it then starts, stops and wakes with the others.
   */
  add(name: LoopName, loop: BackgroundLoop): void;
  /** The loops that run in this app (mail senders only where there is a mailer). */
  readonly running: readonly LoopName[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The background loops of this instance (added by core and the modules). */
    background: Background;
  }
}

/** An empty background: loops are added as their modules register; none starts until start(). */
export function createBackground({ log }: { log: FastifyBaseLogger }): Background {
  const loops = new Map<LoopName, BackgroundLoop>();
  const wake: WakeLoop = (name) => loops.get(name)?.wake?.();
  const running: LoopName[] = [];
  let started = false;
  return {
    running,
    wake,
    add(name, loop) {
      if (started) throw new Error(`the ${name} loop was added after the background started`);
      if (loops.has(name)) throw new Error(`the ${name} loop was added twice`);
      loops.set(name, loop);
      running.push(name);
    },
    async start() {
      started = true;
      await Promise.all([...loops.values()].map((loop) => loop.start()));
      log.info({ loops: running }, 'background loops started');
    },
    async stop() {
      await Promise.all([...loops.values()].map((loop) => loop.stop()));
    },
  };
}

/**
 * Puts the background on the app: started when the app is ready (server/index.ts migrates the
 * database first, so each loop's first look finds the tables), stopped as it closes, before the
 * database does: the copies in flight record their outcome while it is open.
 */
export function registerBackground(app: FastifyInstance, background: Background): void {
  app.decorate('background', background);
  app.addHook('onReady', () => background.start());
  app.addHook('onClose', () => background.stop());
}
