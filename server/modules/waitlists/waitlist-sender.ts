import type { Db } from '../../core/db/index';
import {
  createDeliverySender,
  type DeliverySender,
  type DeliverySenderTuning,
} from '../../core/delivery/delivery-sender';
import type { Mailer, MailLog } from '../../core/mail/mailer';
import { unsubscribeSecret } from '../../core/mail/unsubscribe-token';
import type { AvailablePiece } from './deliveries';
import { type ClaimedWaitlistDelivery, findEmailedPiece, waitlistDeliveryQueue } from './deliveries';
import { signLeaveToken } from './leave-token';
import { buildWaitlistMessage, leaveLinks } from './waitlist-message';

export interface WaitlistSenderOptions extends DeliverySenderTuning {
  db: Db;
  mailer: Mailer;
  /** Absolute base of the piece's page, its image and the leave links. */
  publicUrl: string;
  log: MailLog;
}

/** Delivers the queued "it is available" emails, each with its member's own leave link. */
export function createWaitlistSender(options: WaitlistSenderOptions): DeliverySender {
  const { db, publicUrl } = options;
  const pieces = new Map<number, Promise<AvailablePiece | null>>();

  function pieceOf(id: number): Promise<AvailablePiece | null> {
    let piece = pieces.get(id);
    if (!piece) {
      piece = findEmailedPiece(db, id);
      piece.catch(() => pieces.delete(id));
      pieces.set(id, piece);
    }
    return piece;
  }

  async function compose(delivery: ClaimedWaitlistDelivery) {
    const piece = await pieceOf(delivery.sculptureId);
    if (!piece) throw new Error(`sculpture ${delivery.sculptureId} no longer exists`);
    const token = signLeaveToken(await unsubscribeSecret(db), delivery.memberId);
    return buildWaitlistMessage(piece, delivery.email, publicUrl, leaveLinks(publicUrl, token));
  }

  return createDeliverySender({
    ...options,
    kind: 'waitlist',
    priority: 'bulk',
    queue: waitlistDeliveryQueue,
    compose,
    onIdle: () => pieces.clear(),
  });
}
