import type { WakeLoop } from '../../background/loop';
import type { Db } from '../../db/index';
import { getAudienceSettings } from '../../repositories/audience-settings';
import { queueConfirmation } from '../../repositories/confirmation-deliveries';
import { subscribe } from '../../repositories/subscribers';
import { joinWaitlist } from '../../repositories/waitlist';

/**
 * A visitor's subscription, from the JSON call or the form posted without script alike. With
 * double opt-in on, an address left pending is sent its confirmation email (paced per address).
 * The visitor is told the same either way: the answer never says who is on the list.
 */
export async function enrolSubscriber(db: Db, email: string, wake: WakeLoop): Promise<void> {
  const { doubleOptIn } = await getAudienceSettings(db);
  const subscriber = await subscribe(db, email, doubleOptIn);
  if (subscriber.confirmed) return;
  const target = { list: 'newsletter', id: subscriber.id } as const;
  // The sender here goes at once; other instances' senders find it at their next poll.
  if (await queueConfirmation(db, target, subscriber.email)) wake('confirmation-sender');
}

/** A visitor joining a piece's waitlist, as enrolSubscriber does for the newsletter. */
export async function enrolWaitlistMember(
  db: Db,
  join: { email: string; sculptureType: string; sculptureId?: number },
  wake: WakeLoop,
): Promise<void> {
  const { doubleOptIn } = await getAudienceSettings(db);
  const member = await joinWaitlist(db, join.email, join.sculptureType, join.sculptureId, doubleOptIn);
  // A title no piece bears is never released, so there is nothing to confirm an email for; and
  // an email naming whatever text was sent would let anyone write to anyone through us.
  if (member.confirmed || member.sculptureId === null) return;
  const target = { list: 'waitlist', id: member.id } as const;
  if (await queueConfirmation(db, target, member.email)) wake('confirmation-sender');
}
