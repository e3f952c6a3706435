import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Sign-in attempts per client network, account or device, counted before any password is
 * checked; in the database so every instance shares them and a restart forgets nothing.
 */
export const signInLimits = pgTable(
  'sign_in_limits',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull(),
    nextAllowedAt: timestamp('next_allowed_at', { withTimezone: true }).notNull(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_limits_last_attempt_idx').on(t.lastAttemptAt)],
);
