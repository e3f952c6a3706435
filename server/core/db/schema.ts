import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The tables and columns no feature owns: facts about the installation (and the server's secrets,
 * app-secrets.ts, on which the signed links of every kind of mail rest), and the timestamps every
 * content table carries (the sculptures', the content module's, the staff accounts').
 */

/** created_at and updated_at, as every content table has them (the content module's tables too). */
export const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Facts about this installation, such as when the demo content was seeded, and the server's secrets. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
