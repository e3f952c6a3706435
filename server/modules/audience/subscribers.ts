import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Subscriber } from '../../../contract/audience';
import { LIST_PAGE_SIZE, type ListPageQuery, type SubscriberPage } from '../../../contract/list-pages';
import type { Db } from '../../core/db/index';
import { pageWindow } from '../../core/db/list-search';
import { toIso } from '../../core/db/mapping';
import { addressWords, searchQuery, searchWords } from '../../core/db/search-words';
import { newsletterSubscribers } from '../../db/schema';

export interface Subscription {
  id: number;
  email: string;
  /** False when the address must still confirm (double opt-in). */
  confirmed: boolean;
}

/**
 * Subscribes an address (normalized by the contract); a repeat, in any letter case, keeps the
 * one row. Without double opt-in the address is confirmed at once: subscribing is enough. With it,
 * a new address is pending, a pending one stays so, and one that had unsubscribed comes back
 * pending: one request cannot put anyone back on the list.
 */
export async function subscribe(db: Db, email: string, doubleOptIn: boolean): Promise<Subscription> {
  const result = await db.execute<{ id: number; email: string; confirmed: boolean }>(sql`
    insert into newsletter_subscribers as subscriber (email, confirmed_at)
    values (${email}, ${doubleOptIn ? null : sql`now()`})
    on conflict (lower(email)) do update set
      unsubscribed_at = null,
      -- The insert trigger made or refreshed the collector (drizzle/0020_collectors.sql).
      collector_id = excluded.collector_id,
      confirmed_at = ${
        doubleOptIn
          ? sql`case when subscriber.unsubscribed_at is null then subscriber.confirmed_at end`
          : sql`coalesce(subscriber.confirmed_at, now())`
      }
    returning id, email, confirmed_at is not null as confirmed
  `);
  const row = result.rows[0]!;
  return { id: Number(row.id), email: row.email, confirmed: row.confirmed === true };
}

/** Confirms a pending subscriber who has not left since; true when this call confirmed them. */
export async function confirmSubscriber(db: Db, id: number): Promise<boolean> {
  const confirmed = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: new Date() })
    .where(
      and(
        eq(newsletterSubscribers.id, id),
        isNull(newsletterSubscribers.confirmedAt),
        isNull(newsletterSubscribers.unsubscribedAt),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return confirmed.length > 0;
}

const subscriberColumns = {
  id: newsletterSubscribers.id,
  email: newsletterSubscribers.email,
  createdAt: newsletterSubscribers.createdAt,
  confirmed: sql<boolean>`${newsletterSubscribers.confirmedAt} is not null`,
};
const current = isNull(newsletterSubscribers.unsubscribedAt);
const newestFirst = [desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id)];

/** Current subscribers, pending and confirmed, newest first. */
export async function listSubscribers(db: Db): Promise<Subscriber[]> {
  const rows = await db
    .select(subscriberColumns)
    .from(newsletterSubscribers)
    .where(current)
    .orderBy(...newestFirst);
  return rows.map((row) => ({ ...row, createdAt: toIso(row.createdAt) }));
}

/**
 * One page of current subscribers, newest first, those with an address word beginning with each
 * word of `q` when given;
 * with how many match and, whatever the search, how many are confirmed and pending.
 */
export async function pageSubscribers(db: Db, query: ListPageQuery): Promise<SubscriberPage> {
  // Words of the address, through the search index (migration 0018): 'reader42' finds
  // reader42@… and reader4217@…, 'example' every address at example.com.
  const words = searchQuery(query.q);
  const email = sql`${newsletterSubscribers.email}`;
  const matching = words
    ? and(current, sql`${searchWords(email, addressWords(email))} @@ ${words}`)
    : current;
  const { limit, offset } = pageWindow(query);
  const count = sql<number>`count(*)`.mapWith(Number);
  const [rows, [counts], [found]] = await Promise.all([
    db
      .select(subscriberColumns)
      .from(newsletterSubscribers)
      .where(matching)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db
      .select({
        confirmed:
          sql<number>`count(*) filter (where ${newsletterSubscribers.confirmedAt} is not null)`.mapWith(
            Number,
          ),
        all: count,
      })
      .from(newsletterSubscribers)
      .where(current),
    // A search is counted on its own, through the index: as a filter of the count above it would
    // read the words of every address.
    words ? db.select({ total: count }).from(newsletterSubscribers).where(matching) : [undefined],
  ]);
  const { confirmed = 0, all = 0 } = counts ?? {};
  const total = words ? (found?.total ?? 0) : all;
  return {
    items: rows.map((row) => ({ ...row, createdAt: toIso(row.createdAt) })),
    total,
    page: query.page,
    pageSize: LIST_PAGE_SIZE,
    confirmed,
    pending: all - confirmed,
  };
}

export async function findSubscriberById(db: Db, id: number) {
  const [row] = await db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      unsubscribedAt: newsletterSubscribers.unsubscribedAt,
      confirmedAt: newsletterSubscribers.confirmedAt,
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
