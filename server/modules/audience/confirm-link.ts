import type { ConfirmPreview } from '../../../contract/audience';
import { MESSAGES } from '../../../contract/messages';
import type { Db } from '../../core/db/index';
import { maskEmail } from '../../core/mail/mask-email';
import { unsubscribeSecret } from '../../core/mail/unsubscribe-token';
import {
  confirmWaitlistMember,
  findWaitlistMember,
  memberPieceTitle,
  type NotifyWaitlist,
} from '../waitlists/index';
import { type ConfirmationTarget, forgetConfirmations } from './confirmation-deliveries';
import { verifyConfirmationToken } from './confirmation-token';
import { confirmSubscriber, findSubscriberById } from './subscribers';

/** Whom a genuine confirmation link names, as they are now. */
export interface ConfirmLink {
  target: ConfirmationTarget;
  email: string;
  /** The piece of a waitlist, as the collection names it; null for the newsletter. */
  title: string | null;
  confirmed: boolean;
  sculptureId: number | null;
}

export interface ConfirmLinks {
  /** The link's recipient, or null for every kind of bad or stale token (one answer for all). */
  read(token: string | undefined): Promise<ConfirmLink | null>;
  /** Confirms them (idempotent) and answers what to tell them. */
  confirm(link: ConfirmLink, log: { info: (details: object, message: string) => void }): Promise<string>;
}

/** What the /confirm page shows of a link before the visitor confirms: the address masked. */
export function previewOf(link: ConfirmLink): ConfirmPreview {
  return {
    list: link.target.list,
    email: maskEmail(link.email),
    title: link.title,
    confirmed: link.confirmed,
  };
}

/** The words for a link confirmed, now or before. */
export function doneMessage(link: ConfirmLink): string {
  return link.target.list === 'newsletter' ? MESSAGES.confirm.newsletterDone : MESSAGES.confirm.waitlistDone;
}

/**
 * The double opt-in link, read and acted on in one place for the JSON calls (with script) and
 * the page's own form (without). Opening a link never confirms: mail scanners open links.
 */
export function createConfirmLinks({
  db,
  notifyWaitlist,
}: {
  db: Db;
  notifyWaitlist: NotifyWaitlist;
}): ConfirmLinks {
  async function find(target: ConfirmationTarget): Promise<ConfirmLink | null> {
    if (target.list === 'newsletter') {
      const subscriber = await findSubscriberById(db, target.id);
      // Someone who unsubscribed since cannot be put back by an old confirmation link.
      if (!subscriber || subscriber.unsubscribedAt) return null;
      const confirmed = subscriber.confirmedAt !== null;
      return { target, email: subscriber.email, title: null, confirmed, sculptureId: null };
    }
    const member = await findWaitlistMember(db, target.id);
    if (!member) return null;
    return {
      target,
      email: member.email,
      // The collection's title, never the text the join was sent with (null: the piece is gone).
      title: await memberPieceTitle(db, member.id),
      confirmed: member.confirmedAt !== null,
      sculptureId: member.sculptureId,
    };
  }

  return {
    async read(token) {
      const target = token ? verifyConfirmationToken(await unsubscribeSecret(db), token) : null;
      return target ? find(target) : null;
    },
    async confirm(link, log) {
      const { target } = link;
      if (target.list === 'newsletter') {
        if (await confirmSubscriber(db, target.id)) {
          await forgetConfirmations(db, target);
          log.info({ subscriberId: target.id }, 'newsletter subscriber confirmed');
        }
      } else if (await confirmWaitlistMember(db, target.id)) {
        await forgetConfirmations(db, target);
        log.info({ memberId: target.id }, 'waitlist member confirmed');
        // Released while they were pending: their email goes out now instead of never.
        if (link.sculptureId !== null) await notifyWaitlist(link.sculptureId);
      }
      return doneMessage(link);
    },
  };
}
