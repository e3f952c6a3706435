import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index';
import { type ReleasedPiece, recordDueReleases, scheduledReleaseTimes } from '../../repositories/releases';
import type { ContentVersion } from '../cache/content-version';
import { nextTimeChange } from './release-clock';

export interface ReleaseSchedulerOptions {
  db: Db;
  version: ContentVersion;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /** Called on the one instance that recorded a piece's release (its waitlist is told from there). */
  onReleased?: (pieces: ReleasedPiece[]) => void;
}

/**
 * Releases scheduled pieces on time, with nobody signed in. Reads decide the lock by the clock
 * (lock-state.ts), so a piece is unlocked at its release time on every instance whatever happens
 * here; what this adds is that no cached answer outlives that moment, nor a countdown minute:
 * each instance keeps one timer for the next such moment and moves its own cache version on
 * when it comes. It also writes the release down (one instance wins each piece) and, when the
 * schedule changes anywhere, looks again. Started, it first records releases that came due
 * while no server was running.
 */
export function startReleaseScheduler({ db, version, log, onReleased }: ReleaseSchedulerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  // One pass at a time: a change arriving mid-pass runs another pass after it.
  let passes: Promise<void> = Promise.resolve();

  async function pass(timeCame: Date | null): Promise<void> {
    const now = new Date();
    if (timeCame && now < timeCame) return arm(timeCame);
    const released = await recordDueReleases(db, now);
    if (released.length > 0) {
      log.info({ pieces: released.map((piece) => piece.id) }, 'scheduled release recorded');
      onReleased?.(released);
      await version.changed();
    } else if (timeCame) {
      version.moveOn();
    }
    arm(nextTimeChange(await scheduledReleaseTimes(db), new Date()));
  }

  function arm(at: Date | null): void {
    clearTimeout(timer);
    timer = undefined;
    if (closed || !at) return;
    // setTimeout holds at most ~24.8 days; a drop planned further ahead is looked at again then.
    const delay = Math.min(Math.max(at.getTime() - Date.now(), 0), 2_147_483_647);
    timer = setTimeout(() => run(at), delay);
    timer.unref();
  }

  function run(timeCame: Date | null): Promise<void> {
    passes = passes
      .then(() => (closed ? undefined : pass(timeCame)))
      .catch((error: unknown) => {
        log.error({ err: error }, 'release scheduler pass failed: retrying in a second');
        arm(new Date(Date.now() + 1000));
      });
    return passes;
  }

  version.onChange(() => void run(null));
  const started = run(null);
  return {
    /** Resolves once the first pass (releases that came due while stopped) is done. */
    started,
    async close(): Promise<void> {
      closed = true;
      clearTimeout(timer);
      await passes;
    },
  };
}
