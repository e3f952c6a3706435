import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NewsletterContent } from '../../../contract/audience';
import type { Db } from '../../core/db/index';
import type { Mailer } from '../../core/mail/mailer';
import { optOutLinks } from '../../core/mail/opt-out-links';
import { signUnsubscribeToken, unsubscribeSecret } from '../../core/mail/unsubscribe-token';
import { adminUsers, newsletterSubscribers } from '../../db/schema';
import { buildNewsletterMessage, type UnsubscribeLinks, unsubscribeLinks } from './newsletter-message';

export const TEST_SUBJECT_PREFIX = '[Test] ';

export interface TestCopyOptions {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * A subscriber's test copy carries their own working unsubscribe link, as their real copy
 * will; anyone else's carries the links without a token (the page says the link is not valid).
 */
async function linksFor(db: Db, publicUrl: string, email: string): Promise<UnsubscribeLinks> {
  const [subscriber] = await db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(
      and(
        eq(sql`lower(${newsletterSubscribers.email})`, email.toLowerCase()),
        isNull(newsletterSubscribers.unsubscribedAt),
      ),
    );
  if (!subscriber) return optOutLinks(publicUrl, 'unsubscribe', null);
  const token = signUnsubscribeToken(await unsubscribeSecret(db), subscriber.id, subscriber.email);
  return unsubscribeLinks(publicUrl, token);
}

/**
 * Sends one copy, built exactly as a subscriber's is (same bodies, footer and headers), its
 * subject marked as a test; resolves once the mail server accepted it.
 */
export async function sendTestCopy(
  { db, mailer, publicUrl }: TestCopyOptions,
  content: NewsletterContent,
  email: string,
): Promise<void> {
  const links = await linksFor(db, publicUrl, email);
  await mailer.send(
    buildNewsletterMessage({ ...content, subject: `${TEST_SUBJECT_PREFIX}${content.subject}` }, email, links),
  );
}

/** The composer offers the last address again. */
export async function rememberTestAddress(db: Db, userId: number, email: string): Promise<void> {
  await db.update(adminUsers).set({ lastTestEmail: email }).where(eq(adminUsers.id, userId));
}

export async function lastTestAddress(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: adminUsers.lastTestEmail })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId));
  return row?.email ?? null;
}
