import { sql } from 'drizzle-orm';
import { index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { addressWords, collectorLink, searchWords } from '../core/db/collectors-table';

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** Set when the subscriber leaves through the unsubscribe link; cleared when they subscribe again. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    /**
     * When the address was confirmed: at once without double opt-in, by the emailed link with it.
     * Null while pending; only confirmed subscribers receive newsletters.
     */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    collectorId: collectorLink(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_unique').on(sql`lower(${t.email})`),
    index('newsletter_subscribers_collector_idx').on(t.collectorId),
    // The admin list's pages, newest first, and its search by any word of the address.
    index('newsletter_subscribers_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('newsletter_subscribers_search_idx').using(
      'gin',
      searchWords(sql`${t.email}`, addressWords(sql`${t.email}`)),
    ),
  ],
);
