import type { Db } from '../../core/db/index';
import { maskEmail } from '../../core/mail/mask-email';
import {
  readUnsubscribeTokenId,
  unsubscribeSecret,
  verifyUnsubscribeToken,
} from '../../core/mail/unsubscribe-token';
import { findSubscriberById } from './subscribers';

export type UnsubscribeLink = NonNullable<Awaited<ReturnType<typeof findSubscriberById>>>;

/**
 * The subscriber a newsletter's unsubscribe link names, if its signature holds; null for every
 * kind of bad link (one answer for all). Read alike by the JSON calls and the page's own form.
 */
export async function readUnsubscribeLink(db: Db, token: string): Promise<UnsubscribeLink | null> {
  const id = readUnsubscribeTokenId(token);
  const subscriber = id === null ? null : await findSubscriberById(db, id);
  if (!subscriber || !verifyUnsubscribeToken(await unsubscribeSecret(db), token, subscriber)) return null;
  return subscriber;
}

/** What GET /api/unsubscribe answers, and the page shows, of a link: the address masked. */
export function unsubscribePreviewOf(subscriber: UnsubscribeLink): { email: string; subscribed: boolean } {
  return { email: maskEmail(subscriber.email), subscribed: subscriber.unsubscribedAt === null };
}
