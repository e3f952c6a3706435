import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Subscriber } from '../../contract/audience';
import type { Db } from '../db/index';
import { newsletterSubscribers } from '../db/schema';
import { toIso } from './mapping';

/**
 * Subscribes an address (normalized by the contract). A repeat subscription, in any letter case,
 * keeps the one row, and restores an address that had unsubscribed.
 */
export async function subscribe(db: Db, email: string): Promise<void> {
  const restored = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: null })
    .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`)
    .returning({ id: newsletterSubscribers.id });
  if (restored.length > 0) return;
  // The unique index on lower(email) settles a race between two first subscriptions.
  await db.insert(newsletterSubscribers).values({ email }).onConflictDoNothing();
}

/** Current subscribers, newest first. */
export async function listSubscribers(db: Db): Promise<Subscriber[]> {
  const rows = await db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      createdAt: newsletterSubscribers.createdAt,
    })
    .from(newsletterSubscribers)
    .where(isNull(newsletterSubscribers.unsubscribedAt))
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id));
  return rows.map((row) => ({ ...row, createdAt: toIso(row.createdAt) }));
}

export async function findSubscriberById(db: Db, id: number) {
  const [row] = await db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
    })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  return row ?? null;
}

/** Idempotent: a second click keeps the date of the first. */
export async function unsubscribe(db: Db, id: number): Promise<void> {
  await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(newsletterSubscribers.id, id), isNull(newsletterSubscribers.unsubscribedAt)));
}
