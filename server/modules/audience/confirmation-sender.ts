import type { Db } from '../../core/db/index';
import {
  createDeliverySender,
  type DeliverySender,
  type DeliverySenderTuning,
} from '../../core/delivery/delivery-sender';
import type { Mailer, MailLog } from '../../core/mail/mailer';
import { unsubscribeSecret } from '../../core/mail/unsubscribe-token';
import { memberPieceTitle } from '../waitlists/index';
import { type ClaimedConfirmation, confirmationDeliveryQueue } from './confirmation-deliveries';
import { buildConfirmationMessage, confirmationLink } from './confirmation-message';
import { signConfirmationToken } from './confirmation-token';

export interface ConfirmationSenderOptions extends DeliverySenderTuning {
  db: Db;
  mailer: Mailer;
  /** Absolute base of the confirmation links. */
  publicUrl: string;
  log: MailLog;
}

/** Delivers the queued "please confirm" emails, each with its own signed link. */
export function createConfirmationSender(options: ConfirmationSenderOptions): DeliverySender {
  const { db, publicUrl } = options;
  async function compose(delivery: ClaimedConfirmation) {
    const { target } = delivery;
    // The collection's title of the piece, never what the join was sent with.
    const pieceTitle = target.list === 'waitlist' ? await memberPieceTitle(db, target.id) : null;
    if (target.list === 'waitlist' && pieceTitle === null) {
      throw new Error(`waitlist member ${target.id} has no piece any more`);
    }
    const token = signConfirmationToken(await unsubscribeSecret(db), target);
    return buildConfirmationMessage({
      to: delivery.email,
      link: confirmationLink(publicUrl, token),
      pieceTitle,
    });
  }
  return createDeliverySender({
    ...options,
    kind: 'confirmation',
    priority: 'personal',
    queue: confirmationDeliveryQueue,
    compose,
  });
}
