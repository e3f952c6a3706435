import type { WakeLoop } from '../../core/background/loop';
import type { Db } from '../../core/db/index';
import { joinWaitlist } from '../waitlists/index';
import { getAudienceSettings } from './audience-settings';
import { type ConfirmationTarget, queueConfirmation } from './confirmation-deliveries';
import { subscribe } from './subscribers';

/**
 * What the visitor is told after an enrolment: to look in their inbox when double opt-in is on.
 * It follows the setting the enrolment ran under, never the address's state, so it is the same
 * whether the address was new, pending or confirmed and says nothing of who is on the list.
 */
export interface Enrolment {
  confirmByEmail: boolean;
}

/** How confirmation emails (double opt-in) go out: the hour's cap, and the sender to wake. */
export interface ConfirmationMail {
  /** CONFIRMATION_EMAILS_PER_HOUR: every address together; past it, none is sent until the hour rolls on. */
  perHour: number;
  wake: WakeLoop;
}

/**
 * A visitor's subscription, from the JSON call or the form posted without script alike. With
 * double opt-in on, an address left pending is sent its confirmation email (paced per mailbox,
 * capped per hour).
 */
export async function enrolSubscriber(db: Db, email: string, mail: ConfirmationMail): Promise<Enrolment> {
  const { doubleOptIn } = await getAudienceSettings(db);
  const subscriber = await subscribe(db, email, doubleOptIn);
  if (!subscriber.confirmed) {
    await askToConfirm(db, { list: 'newsletter', id: subscriber.id }, subscriber.email, mail);
  }
  return { confirmByEmail: doubleOptIn };
}

/** A visitor joining a piece's waitlist, as enrolSubscriber does for the newsletter. */
export async function enrolWaitlistMember(
  db: Db,
  join: { email: string; sculptureType: string; sculptureId?: number },
  mail: ConfirmationMail,
): Promise<Enrolment> {
  const { doubleOptIn } = await getAudienceSettings(db);
  const member = await joinWaitlist(db, join.email, join.sculptureType, join.sculptureId, doubleOptIn);
  // A title no piece bears is never released, so there is nothing to confirm an email for; and
  // an email naming whatever text was sent would let anyone write to anyone through us.
  if (!member.confirmed && member.sculptureId !== null) {
    await askToConfirm(db, { list: 'waitlist', id: member.id }, member.email, mail);
  }
  return { confirmByEmail: doubleOptIn };
}

/** Paced per mailbox, capped per hour; the sender here goes at once, other instances' at their next poll. */
async function askToConfirm(db: Db, target: ConfirmationTarget, email: string, mail: ConfirmationMail) {
  if ((await queueConfirmation(db, target, email, mail.perHour)) === 'queued')
    mail.wake('confirmation-sender');
}
