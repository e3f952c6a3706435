import type { WakeLoop } from '../../core/background/loop';
import type { Db } from '../../core/db/index';
import { queueWaitlistEmails } from './deliveries';

/** Queues the waitlist emails of a piece that became available; answers how many were queued. */
export type NotifyWaitlist = (sculptureId: number) => Promise<number>;

/**
 * The one way in for whatever makes a piece available (the admin's edit, a scheduled release,
 * "Notify now"). Safe to call more than once and on any instance: each member is queued once,
 * and nobody while the piece is not available. The local sender starts at once; the other
 * instances' senders find the rows at their next poll.
 */
export function createWaitlistNotifier(db: Db, wake: WakeLoop): NotifyWaitlist {
  return async (sculptureId) => {
    const queued = await queueWaitlistEmails(db, sculptureId);
    if (queued > 0) wake('waitlist-sender');
    return queued;
  };
}
