import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Facts about this installation, such as when the demo content was seeded, and the server's
 * secrets (app-secrets.ts): core's own table, as the signed links of every kind of mail rest on it.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
