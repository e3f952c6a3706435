import type { FastifyBaseLogger } from 'fastify';
import type { BackgroundLoop } from '../../core/background/loop';
import type { ContentVersion } from '../../core/cache/content-version';
import { type Clock, type ClockTimer, systemClock } from '../../core/clock';
import type { Db } from '../../core/db/index';
import { nextTimeChange } from './release-clock';
import { type ReleasedPiece, recordDueReleases, scheduledReleaseTimes } from './releases';

export interface ReleaseSchedulerOptions {
  db: Db;
  version: ContentVersion;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /** Called on the one instance that recorded a piece's release (its waitlist is told from there). */
  onReleased?: (pieces: ReleasedPiece[]) => void;
  /** The time releases are recorded by and the timer waits on; the machine's clock by default. */
  clock?: Clock;
}

/** After a failed pass (the database unreachable, say). */
const RETRY_MS = 1000;

/**
 * Releases scheduled pieces on time, with nobody signed in. Reads decide the lock by the clock
 * (contract/lock-state.ts), so a piece is unlocked at its release time on every instance whatever happens
 * here; what this adds is that no cached answer outlives that moment, nor a countdown minute:
 * each instance keeps one timer for the next such moment and moves its own cache version on
 * when it comes. It also writes the release down (one instance wins each piece) and, when the
 * schedule changes anywhere, looks again. Started, it first records releases that came due
 * while no server was running.
 */
export function createReleaseScheduler({
  db,
  version,
  log,
  onReleased,
  clock = systemClock,
}: ReleaseSchedulerOptions): BackgroundLoop {
  let timer: ClockTimer | undefined;
  let closed = true;
  // One pass at a time: a change arriving mid-pass runs another pass after it.
  let passes: Promise<void> = Promise.resolve();

  async function pass(timeCame: Date | null): Promise<void> {
    const now = clock.now();
    if (timeCame && now < timeCame) return arm(timeCame);
    const released = await recordDueReleases(db, now);
    if (released.length > 0) {
      log.info({ pieces: released.map((piece) => piece.id) }, 'scheduled release recorded');
      onReleased?.(released);
      await version.changed();
    } else if (timeCame) {
      version.moveOn();
    }
    // Counted from the time this pass recorded by: a moment that passed while it read the
    // schedule is armed for at once, never skipped.
    arm(nextTimeChange(await scheduledReleaseTimes(db), now));
  }

  function arm(at: Date | null): void {
    timer?.cancel();
    timer = undefined;
    if (closed || !at) return;
    // A drop planned further ahead than the longest timer is looked at again when it ends.
    timer = clock.setTimer(at.getTime() - clock.now().getTime(), () => void run(at));
    timer.unref();
  }

  function run(timeCame: Date | null): Promise<void> {
    passes = passes
      .then(() => (closed ? undefined : pass(timeCame)))
      .catch((error: unknown) => {
        log.error({ err: error }, 'release scheduler pass failed: retrying in a second');
        arm(new Date(clock.now().getTime() + RETRY_MS));
      });
    return passes;
  }

  let listening = false;
  return {
    start() {
      closed = false;
      if (!listening) {
        // A schedule changed here or on another instance (content versions are shared).
        version.onChange(() => void run(null));
        listening = true;
      }
      return run(null);
    },
    wake: () => void run(null),
    async stop() {
      closed = true;
      timer?.cancel();
      await passes;
    },
  };
}
