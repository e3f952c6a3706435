import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/index';
import { isSculptureAvailable } from './deliveries';
import type { NotifyWaitlist } from './notify-waitlist';

/**
 * Runs a change to a piece and, if it made the piece available (unlocked and Available, in any
 * order: an edit, an unlock, a number coming back), queues its waitlist emails. The change stands
 * if queueing fails: the Waitlists tab then shows the piece not emailed, with "Notify now".
 */
export async function tellWaitlistIfMadeAvailable<T>(
  db: Db,
  sculptureId: number,
  notifyWaitlist: NotifyWaitlist | undefined,
  log: Pick<FastifyBaseLogger, 'error'>,
  change: () => Promise<T>,
): Promise<T> {
  const wasAvailable = notifyWaitlist ? await isSculptureAvailable(db, sculptureId) : true;
  const result = await change();
  if (result !== null && !wasAvailable) {
    await notifyWaitlist?.(sculptureId).catch((error: unknown) => {
      log.error({ err: error, sculptureId }, 'waitlist emails could not be queued');
    });
  }
  return result;
}
